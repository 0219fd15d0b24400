// The stand-in's checkout.js: the part of Razorpay's Standard Checkout the
// shop uses — `new Razorpay(options)`, `.on('payment.failed', …)`, `.open()`,
// `options.handler(response)` on success and `options.modal.ondismiss` — over
// an overlay and a frame of the stand-in's hosted page, which answers by
// postMessage. Served as JavaScript text.
export const CHECKOUT_SCRIPT = `(function () {
  var script = document.currentScript;
  var base = script ? new URL(script.src).origin : '';
  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.handlers = {};
  }
  Razorpay.prototype.on = function (name, fn) { this.handlers[name] = fn; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options, prefill = o.prefill || {};
    var overlay = document.createElement('div');
    overlay.className = 'razorpay-container';
    overlay.setAttribute('style', 'position:fixed;inset:0;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647');
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.setAttribute('style', 'width:min(420px,96vw);height:min(600px,92vh);border:0;border-radius:8px;background:#fff');
    frame.src = base + '/v1/checkout/embedded?' + new URLSearchParams({
      key_id: o.key, order_id: o.order_id, name: o.name || '', description: o.description || '',
      email: prefill.email || '', contact: prefill.contact || '', origin: location.origin
    }).toString();
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    function close() { window.removeEventListener('message', listen); overlay.remove(); }
    function listen(event) {
      if (event.origin !== base || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === 'razorpay.success') { close(); if (o.handler) o.handler(data.response); }
      else if (data.type === 'razorpay.failed') { if (self.handlers['payment.failed']) self.handlers['payment.failed'](data.response); }
      else if (data.type === 'razorpay.dismiss') { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); }
    }
    window.addEventListener('message', listen);
  };
  window.Razorpay = Razorpay;
})();
`;

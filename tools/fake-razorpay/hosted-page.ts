// The stand-in's hosted checkout page, shown in the checkout's frame: the
// order's amount, a tab per way to pay (UPI, card, netbanking, wallet), and
// Pay and Fail buttons, which answer the page that opened it as Razorpay's
// frame does (a success with the payment's id, the order's id and their
// signature; a failure with an error object).
const esc = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A value as a script literal that cannot end the script element. */
const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

export function hostedPage(input: { orderId: string; keyId: string; amount: number; name: string; description: string; origin: string }): string {
  const rupees = (input.amount / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay stand-in checkout</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#111}h1{font-size:1.1rem;margin:.2rem 0}.amount{font-size:1.6rem;font-weight:700;margin:.5rem 0 1rem}
fieldset{border:1px solid #ccc;border-radius:6px;margin:0 0 1rem}label{display:block;padding:.3rem 0}button{font:inherit;padding:.6rem 1rem;margin:.2rem .4rem .2rem 0;border-radius:6px;border:1px solid #333;background:#fff;cursor:pointer}
button.pay{background:#0b6;color:#fff;border-color:#0b6}.close{position:absolute;top:.4rem;right:.6rem;border:0;font-size:1.4rem}.note{color:#555;font-size:.85rem}[role=alert]{color:#b00020}</style></head>
<body><button type="button" class="close" aria-label="Close" id="close">×</button>
<p class="note">Stand-in of Razorpay Checkout (test mode): no money moves.</p>
<h1>${esc(input.name)}</h1><p>${esc(input.description)}</p><p class="amount">₹${rupees}</p>
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="method" value="upi" checked> UPI</label>
<label><input type="radio" name="method" value="card"> Card</label>
<label><input type="radio" name="method" value="netbanking"> Netbanking</label>
<label><input type="radio" name="method" value="wallet"> Wallet</label></fieldset>
<p id="problem" role="alert"></p>
<button type="button" class="pay" id="pay">Pay ₹${rupees}</button><button type="button" id="fail">Fail</button>
<script>
var orderId = ${literal(input.orderId)}, keyId = ${literal(input.keyId)}, origin = ${literal(input.origin)};
function method() { return document.querySelector('input[name=method]:checked').value; }
function tell(type, response) { parent.postMessage({ type: type, response: response }, origin || '*'); }
function attempt(outcome) {
  document.getElementById('problem').textContent = '';
  fetch('/v1/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: orderId, key_id: keyId, method: method(), outcome: outcome }) })
    .then(function (r) { return r.json(); })
    .then(function (answer) {
      if (answer.error) { document.getElementById('problem').textContent = 'Payment failed: ' + answer.error.description + ' Try again.'; tell('razorpay.failed', answer); }
      else tell('razorpay.success', answer);
    });
}
document.getElementById('pay').onclick = function () { attempt('pay'); };
document.getElementById('fail').onclick = function () { attempt('fail'); };
document.getElementById('close').onclick = function () { tell('razorpay.dismiss', {}); };
</script></body></html>`;
}

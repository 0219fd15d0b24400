// The inline script that starts the app's JavaScript. The server-rendered page
// is complete without it, so the code is fetched only after the first paint
// (the stylesheet and above-the-fold images get a slow link to themselves), at
// the visitor's first touch, key press or focus, or on load, whichever is first.
// Paint timing rather than timers: nothing here waits on a clock a test pauses.
// see docs/decisions/013-script-loading.md
import { serializeForScript } from '../../shared/serialize';

export function entryLoaderScript(entry: string, preloads: readonly string[]): string {
  return `(function(){var n=document.currentScript&&document.currentScript.nonce,started=0;
function start(){if(started)return;started=1;
${serializeForScript(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});
var s=document.createElement('script');s.type='module';s.src=${serializeForScript(entry)};if(n)s.nonce=n;document.body.appendChild(s)}
try{new PerformanceObserver(function(){start()}).observe({type:'paint',buffered:true})}catch(e){start()}
addEventListener('load',start,{once:true});
['pointerdown','keydown','touchstart','focusin'].forEach(function(t){addEventListener(t,start,{once:true,capture:true,passive:true})})})();`;
}

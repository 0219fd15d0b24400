// The inline script that starts the app's JavaScript and the heading face. The
// server-rendered page is complete without them, so both are fetched only
// after the first contentful paint (the stylesheet and above-the-fold images
// get a slow link to themselves) or at the visitor's first touch, key press
// or focus, whichever is first. The font comes first: document.fonts.load
// fetches the files the headings' characters need (not the text in the body face
// inside a heading, such as a price's ₹, which would fetch Devanagari). Once
// they are in, the face's first use is paid on a canvas, one task per weight
// and size the headings use. Then each heading on the screen, one per task,
// is measured (its box and its text's box), given the face inline, and
// measured again: one that would move (a product title at a column's edge that
// rewraps, a centred title whose lines narrow) gets the metric-matched fallback
// back in the same task, before anything is painted, so nothing on the page
// moves. The word mark may change its width (nothing in the header moves with
// it); only its height counts. Headings below the screen move nothing on it
// (and measuring a card's heading in a content-visibility: auto grid would lay
// out the whole card): after the last on-screen one, a one-rule adopted
// stylesheet sets all the others in the face (adopted, so the DOM React
// hydrates is untouched). A layout in the new face cost 13-30 ms per heading
// in Lighthouse's traces, so one task for all of them was a long task.
// The load event starts them only where no paint will be reported: a tab that is
// not visible (opened in the background, prerendered) or a browser without
// paint timing. A visible page's load can come before its first paint, and
// what is fetched then competes with that paint.
// Each step is its own short task (a MessageChannel message, as React's
// scheduler yields): the font, then the code's preloads two at a time
// (React DOM first), then the entry, so none blocks the main thread for long.
// Paint timing rather than timers: nothing here waits on a clock a test pauses.
// see docs/decisions/013-script-loading.md and 024-photos-and-brand-face.md
import { HEADING_SELECTOR } from '../../shared/heading-face';
import { serializeForScript } from '../../shared/serialize';

/** The headings whose characters decide which files are fetched first; the browser fetches what later ones need itself. */
const HEADINGS_READ = 12;

/** Each modulepreload link starts a fetch: 1.5-4.6 ms of main thread apiece in Lighthouse's traces, so 8 at once made a long task. */
const PRELOADS_PER_TASK = 2;

export function entryLoaderScript(entry: string, preloads: readonly string[]): string {
  return `(function(){var n=document.currentScript&&document.currentScript.nonce,started=0;
function later(f){var c=new MessageChannel();c.port1.onmessage=f;c.port2.postMessage(0)}
function start(){if(started)return;started=1;
function brand(){var hs=[].filter.call(document.querySelectorAll('${HEADING_SELECTOR}'),function(e){return !e.checkVisibility||e.checkVisibility({contentVisibilityAuto:true})&&e.getBoundingClientRect().top<innerHeight}),size=function(e){var b=e.getBoundingClientRect(),g=document.createRange(),t;if(e.tagName[0]!=='H')return b.height;g.selectNodeContents(e);t=g.getBoundingClientRect();return [b.left,b.top,b.width,b.height,t.left,t.top,t.height].map(Math.round).join()};
(function one(){var e=hs.shift(),was,r='${HEADING_SELECTOR}{font-family:var(--brand-font)}';if(e){was=size(e);e.style.fontFamily='var(--brand-font)';if(size(e)!==was)e.style.fontFamily='var(--heading-font)';return later(one)}
try{var c=new CSSStyleSheet();c.replaceSync(r);document.adoptedStyleSheets=document.adoptedStyleSheets.concat(c)}catch(x){var y=document.createElement('style');y.textContent=r;document.head.appendChild(y)}})()}
function face(){var t='',w={};[].slice.call(document.querySelectorAll('${HEADING_SELECTOR}'),0,${HEADINGS_READ}).forEach(function(e){var s=getComputedStyle(e),x=document.createTreeWalker(e,4),d;w[s.fontWeight+' '+s.fontSize]=1;while(d=x.nextNode())if(getComputedStyle(d.parentNode).fontFamily===s.fontFamily)d.data.split('').forEach(function(ch){if(ch>' '&&t.indexOf(ch)<0)t+=ch})});
document.fonts.load('700 1em "Baloo 2"',t||'A').then(function(){var ks=Object.keys(w),c=document.createElement('canvas').getContext('2d');(function warm(){var k=ks.shift();if(!k)return later(brand);c.font=k+' "Baloo 2"';c.measureText(t);later(warm)})()},brand)}
try{face()}catch(e){brand()}
var p=${serializeForScript(preloads)};
(function batch(){p.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});
later(p.length?batch:function(){var s=document.createElement('script');s.type='module';s.src=${serializeForScript(entry)};if(n)s.nonce=n;document.body.appendChild(s)})})()}
var paintTimed=0;try{paintTimed=PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0;new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.name==='first-contentful-paint')start()})}).observe({type:'paint',buffered:true})}catch(e){start()}
addEventListener('load',function(){if(!paintTimed||document.visibilityState!=='visible')start()},{once:true});
['pointerdown','keydown','touchstart','focusin'].forEach(function(t){addEventListener(t,start,{once:true,capture:true,passive:true})})})();`;
}

// The login page's scripts start after its first paint. The page arrives with its markup and styles; anything
// the browser fetches or runs before painting them (even a deferred script, even a preload) delays the form on
// screen, by some 50 ms on a cold load here. So the page names no script for the browser to find: one inline
// script, run at the end of the markup, adds them once a frame has been painted. The server allows that inline
// script by its hash in the page's Content-Security-Policy (server/src/http/static-web.ts).

/**
 * The inline script: `data-load` lists the page's script, then files it loads next (its strings), which are
 * preloaded beside it so that they do not wait for it. A frame's callbacks run just before its paint: the
 * timeout after one runs once that paint is done.
 */
export const AFTER_PAINT_LOADER = [
  '(()=>{',
  "const[script,...next]=document.currentScript.dataset.load.split(' ');",
  'const add=(tag,attributes)=>{const element=document.createElement(tag);',
  'for(const[name,value]of Object.entries(attributes))element.setAttribute(name,value);',
  'document.head.append(element)};',
  'requestAnimationFrame(()=>setTimeout(()=>{',
  "for(const href of next)add('link',{rel:'preload',as:'script',href});",
  "add('script',{src:script});",
  '}))',
  '})()',
].join('');

// How HtmlRspackPlugin writes an entry's script into the page.
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * `html` (as the build wrote it, its scripts deferred in <head>) with those scripts started after the first
 * paint instead, and `preloads` (addresses) fetched beside them.
 */
export function startScriptsAfterPaint(html: string, preloads: readonly string[]): string {
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map(([, src = '']) => src);
  if (scripts.length !== 1) throw new Error(`The login page must have one script, not ${scripts.length}`);
  const load = [...scripts, ...preloads].join(' ');
  return html
    .replace(DEFERRED_SCRIPT, '')
    .replace('</body>', `<script data-load="${load}">${AFTER_PAINT_LOADER}</script></body>`);
}

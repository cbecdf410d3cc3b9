import {
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LOAD_FAILED_ATTRIBUTE,
  ISLAND_TAG,
} from '@site/contracts/island-markup';
import { EARLY_INPUT_GLOBAL } from '../islands/early-input-protocol';

/**
 * The page's first script, inline in the head so it listens before anything can be tapped: input
 * that lands in an island before it has hydrated is kept (the island is woken at once), and
 * replayed once it has (islands/early-input.ts). A tap on a control is held back from the browser
 * (it is the island's to handle, a box ticked included); a link, a summary, a label and typing are
 * left to the browser; a form
 * sent early waits for its island instead of being posted by the browser. An island whose code
 * could not be loaded is left to the browser (its plain form posts). An island that waits for its
 * form to be sent (`submit`) keeps only that: its fields take typing and ticks natively, read by
 * the island when it hydrates. Same text on every page,
 * allowed by its hash.
 */
const source = `(function(){
var q=window.${EARLY_INPUT_GLOBAL}=window.${EARLY_INPUT_GLOBAL}||{kept:[]};q.address=location.pathname+location.search;
function island(t){if(!t||!t.closest)return null;var i=t.closest('${ISLAND_TAG}');return i&&!i.hasAttribute('${ISLAND_HYDRATED_ATTRIBUTE}')&&!i.hasAttribute('${ISLAND_LOAD_FAILED_ATTRIBUTE}')?i:null}
function keep(i,type,t){q.kept.push({island:i,type:type,target:t});if(q.wake)q.wake(i)}
function onInput(e){var t=e.target,i=island(t);if(!i)return;
if(i.getAttribute('${ISLAND_HYDRATE_ATTRIBUTE}')==='submit'){if(e.type==='submit'){e.preventDefault();keep(i,'submit',t)}return}
if(e.type==='click'){if(t.matches('input[type=checkbox],input[type=radio]')){e.preventDefault();keep(i,'click',t);return}
if(t.closest('a[href],summary,label,input,textarea,select')){keep(i,'wake',t);return}
var s=t.closest('button,input');if(s&&s.type==='submit'&&s.form){keep(i,'wake',t);return}
e.preventDefault();keep(i,'click',t);return}
if(e.type==='submit'){e.preventDefault();keep(i,'submit',t);return}
if(e.type==='input'||e.type==='change'){keep(i,e.type,t);return}
keep(i,'wake',t)}
['click','input','change','submit','pointerdown','focusin','keydown'].forEach(function(type){document.addEventListener(type,onInput,true)});
})();`;

export const EARLY_INPUT_SCRIPT = `<script>${source.replace(/\n/g, '')}</script>`;

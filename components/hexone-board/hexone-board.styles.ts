import { css } from 'lit';

/**
 * Theme: every colour is a `--hexone-…` custom property defaulted on `:host` as `light-dark(light, dark)`.
 * The board follows the reader's colour-scheme preference, and a page that has its own light/dark switch
 * sets `color-scheme: light` or `dark` on the element. Forced-colors mode maps everything to system
 * colours. Shapes and dashes, not colour alone, tell legal / explodable / Y 1 / Y 2 apart.
 *
 * Written one rule per line without indentation: Lit ships this text as it is, and it is a good part
 * of the element's weight.
 */
export const styles = css`
:host{--hexone-b-color:light-dark(#20232b,#0e0f12);--hexone-b-edge:light-dark(#000,#8a8f99);--hexone-b-text:#fff;
--hexone-w-color:light-dark(#f8f5ec,#f1ede2);--hexone-w-edge:light-dark(#5c5849,#f1ede2);--hexone-w-text:#20232b;
--hexone-cell-fill:light-dark(#e6d7b8,#4a4236);--hexone-cell-stroke:light-dark(#6b5a3c,#a99878);
--hexone-centre-stroke:light-dark(#6b5a3c,#d8c8a6);--hexone-tile-white:light-dark(#fdfcf8,#d9d6cc);
--hexone-tile-gray:light-dark(#a9adb2,#6e7278);--hexone-removed-stroke:light-dark(#8a8a8a,#9a9a9a);--hexone-tile-text:#1d1d1f;
--hexone-legal:light-dark(#1f7a48,#6fd39b);--hexone-explodable:light-dark(#c2381f,#ff8a70);--hexone-y1:light-dark(#1559b0,#7fb5ff);
--hexone-y2:light-dark(#a3107c,#f28bd6);--hexone-highlight:light-dark(#d99a00,#ffcc4d);--hexone-focus:light-dark(#1a66d6,#8ab4ff);
--hexone-text:light-dark(#1d1d1f,#f0ede6);--hexone-muted:light-dark(#5b5447,#cfc6b4);--hexone-font:system-ui,sans-serif;
--hexone-button-bg:light-dark(#f3efe6,#2e2a24);
color-scheme:light dark;display:block;max-width:36rem;color:var(--hexone-text);font-family:var(--hexone-font);-webkit-tap-highlight-color:transparent}
:host([hidden]){display:none}
svg{display:block;width:100%;height:auto;overflow:visible;touch-action:manipulation;user-select:none}
.disabled svg{opacity:.45}
text{font:13px var(--hexone-font);text-anchor:middle;pointer-events:none}
.cell{outline:none}
.interactive :is(.legal,.explodable,.target,.selected){cursor:pointer}
.hex{fill:var(--hexone-cell-fill);stroke:var(--hexone-cell-stroke);stroke-width:2}
.tile{transform-box:fill-box;transform-origin:center}
.white .hex{fill:var(--hexone-tile-white)}
.gray .hex{fill:var(--hexone-tile-gray);stroke-dasharray:7 4}
.removed .hex{fill:none;stroke:var(--hexone-removed-stroke);stroke-dasharray:2 5}
.centre-mark{fill:none;stroke:var(--hexone-centre-stroke);stroke-width:2.5}
.peak-arrow{fill:none;stroke:var(--hexone-cell-stroke);stroke-width:4;stroke-linecap:round;stroke-linejoin:round}
.removed .peak-arrow{opacity:.35}
.points{font-weight:700;fill:var(--hexone-text)}
.coord{fill:var(--hexone-muted)}
:is(.white,.gray) :is(.points,.coord){fill:var(--hexone-tile-text)}
.legal-dot{fill:var(--hexone-legal)}
.interactive .legal .hex{stroke:var(--hexone-legal);stroke-width:4}
.interactive .explodable .hex{stroke:var(--hexone-explodable);stroke-width:5;stroke-dasharray:10 5}
.interactive .selected .hex{stroke:var(--hexone-explodable);stroke-width:7;stroke-dasharray:none}
.highlight .hex{stroke:var(--hexone-highlight);stroke-width:6}
.ring{fill:none;pointer-events:none}
.cell:focus-visible .ring{stroke:var(--hexone-focus);stroke-width:5}
.b{--_c:var(--hexone-b-color);--_e:var(--hexone-b-edge);--_t:var(--hexone-b-text)}
.w{--_c:var(--hexone-w-color);--_e:var(--hexone-w-edge);--_t:var(--hexone-w-text)}
.coin{fill:var(--_c);stroke:var(--_e);stroke-width:1.5}
.side{fill:var(--_e);stroke:var(--_e);stroke-width:1.5}
.num{font-size:15px;font-weight:700;fill:var(--_t)}
.stack,.ghost,.num{transform-box:view-box}
.preview,.ghost{pointer-events:none}
.y1{--_y:var(--hexone-y1)}
.y2{--_y:var(--hexone-y2)}
.arm{fill:none;stroke:var(--_y);stroke-width:5;stroke-linecap:round;stroke-linejoin:round}
.arm.back{stroke-width:3;stroke-dasharray:3 5}
.lost-mark{stroke:var(--_y);stroke-width:5;stroke-linecap:round}
.y2 :is(.arm,.lost-mark),.interactive .target.y2 .hex{stroke-dasharray:9 6}
.end,.badge,.capture{fill:var(--_y)}
.badge-text,.capture-text{fill:#fff;font-size:14px;font-weight:700}
.y.dim{opacity:.25}
.interactive .target .hex{stroke:var(--_y);stroke-width:5}
@media (prefers-reduced-motion:no-preference){.interactive .explodable:not(.selected) .hex{animation:hexone-pulse 1.2s ease-in-out infinite alternate}}
@keyframes hexone-pulse{to{stroke-opacity:.45}}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-top:.5rem;min-height:2.75rem}
.status{flex:1 1 12rem;display:flex;align-items:center;gap:.5rem}
.swatch{inline-size:1.1rem;block-size:1.1rem;border-radius:50%;flex:none;border:2px solid var(--_e);background:var(--_c)}
.controls{display:flex;flex-wrap:wrap;gap:.4rem}
button{font:inherit;min-block-size:2.75rem;min-inline-size:2.75rem;padding:.3rem .8rem;border-radius:.5rem;border:2px solid var(--hexone-cell-stroke);
background:var(--hexone-button-bg);color:var(--hexone-text);cursor:pointer}
button:is(.y1,.y2){border-color:var(--_y)}
button.y2{border-style:dashed}
button:disabled{opacity:.5;cursor:default}
button:focus-visible{outline:3px solid var(--hexone-focus);outline-offset:2px}
.message{margin:.4rem 0 0;color:var(--hexone-explodable);font-weight:600}
.error{margin:0 0 .5rem;padding:.5rem .75rem;border:2px solid var(--hexone-explodable);border-radius:.5rem}
.sr-only{position:absolute;inline-size:1px;block-size:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (forced-colors:active){
.hex,:is(.white,.gray) .hex{fill:Canvas;stroke:CanvasText}
.gray .hex,.removed .hex{stroke:GrayText}
.peak-arrow,.centre-mark{stroke:CanvasText}
.points,.coord,:is(.white,.gray) :is(.points,.coord){fill:CanvasText}
.b{--_c:CanvasText;--_e:Canvas;--_t:Canvas}
.w{--_c:Canvas;--_e:CanvasText;--_t:CanvasText}
.side{fill:var(--_c)}
.y1,.y2{--_y:Highlight}
.legal-dot{fill:Highlight}
.interactive :is(.legal,.explodable,.selected) .hex,.highlight .hex,.cell:focus-visible .ring{stroke:Highlight}
.badge-text,.capture-text{fill:HighlightText}}
`;

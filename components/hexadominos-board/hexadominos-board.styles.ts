import { css } from 'lit';

/**
 * Theme: every colour is a `--hexadominos-…` custom property defaulted on `:host` as
 * `light-dark(light, dark)`, resolved by the page's `color-scheme`, which the board inherits (it sets none:
 * on a page that declares nothing it stays light even for a reader who prefers dark, as its text would
 * otherwise turn light on the page's white); a page with its own switch sets `color-scheme` on the element. Tiles stay
 * light in both schemes (like the real ones), so their dark numbers keep their contrast. Forced-colors
 * mode maps everything to system colours; ✓/✗ shapes and dashes, not colour alone, tell states apart.
 * Written one rule per line without indentation: Lit ships this text as it is.
 */
export const styles = css`
:host{--hexadominos-table:light-dark(#2f6b4f,#1d3b2d);--hexadominos-tile:#fbf7ec;--hexadominos-tile-edge:#3b3325;--hexadominos-number:#1d1d1f;
--hexadominos-v1:#f4c9c0;--hexadominos-v2:#f6e2a8;--hexadominos-v3:#cde8c6;--hexadominos-v4:#c7ddf2;--hexadominos-v5:#e2d2f0;
--hexadominos-spot:#ffe27a;--hexadominos-outline:#ffffff;--hexadominos-shown:#ffffff;--hexadominos-match:#1f7a48;--hexadominos-clash:#c2381f;--hexadominos-flower:#ffcc33;
--hexadominos-focus:light-dark(#1a66d6,#8ab4ff);--hexadominos-text:light-dark(#1d1d1f,#f0ede6);--hexadominos-bg:light-dark(#fffdf8,#23211d);
--hexadominos-muted:light-dark(#5b5447,#cfc6b4);--hexadominos-font:system-ui,sans-serif;
display:block;max-width:48rem;color:var(--hexadominos-text);font-family:var(--hexadominos-font);-webkit-tap-highlight-color:transparent}
:host([hidden]){display:none}
/* The seats on a grid of equal chips of one line each: which chip goes on which row does not depend on what they say, and the
   one to move is marked by a ring drawn outside its border, not a wider border or bolder text, so nothing moves between turns. */
.seats{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,14rem),1fr));gap:.3rem .4rem;margin:0 0 .4rem;padding:0;list-style:none;font-size:.9rem}
.seats li{block-size:2.1rem;box-sizing:border-box;padding:0 .6rem;display:flex;align-items:center;gap:.25rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;
border:2px solid var(--hexadominos-muted);border-radius:.5rem;background:var(--hexadominos-bg)}
.seats li>*{flex:none}.seats .name{flex:0 1 auto;overflow:hidden;text-overflow:ellipsis}
.seats .to-move{border-color:var(--hexadominos-focus);box-shadow:0 0 0 2px var(--hexadominos-focus)}
.seats .pile{border-style:dashed}
.count{color:var(--hexadominos-muted)}
/* The status beside the view's buttons in exactly two lines, whatever it says: a longer one (French, on a phone) ends in an
   ellipsis rather than pushing the table down between turns. Its whole text stays in the page for screen readers. */
.status-row{display:flex;align-items:center;gap:.4rem;margin:.2rem 0 .4rem;min-block-size:3rem}
.status{flex:1;margin:0;font-weight:600;line-height:1.3;block-size:2.6em;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2;overflow:hidden}
/* Beside the view's buttons on a phone the status has some 150 px: three smaller lines in the same row's height (3rem). */
.status-row{container-type:inline-size}
@container (max-width:30rem){.status{font-size:.85rem;line-height:1.15;block-size:3.45em;-webkit-line-clamp:3;line-clamp:3}}
/* The table and a panel over it (who starts, pass the device) share one grid cell: a panel taller than a phone's table grows it instead of being cut. */
.table-wrap{display:grid}.table-wrap>*{grid-area:1/1}
svg.table{align-self:start}
/* The table no taller than --hexadominos-table-max-height (a page fitting the whole board in a window sets it), keeping its 10:7 shape.
   One finger scrolls the page across the table, as over a map embedded in a page: the table pans under two fingers (pinch),
   or under one once the person has zoomed or panned it by hand (the "panning" class). */
svg.table{display:block;inline-size:100%;max-inline-size:calc(var(--hexadominos-table-max-height,1000vh) * 10 / 7);margin-inline:auto;aspect-ratio:10/7;
background:var(--hexadominos-table);border-radius:.6rem;touch-action:pan-x pan-y;user-select:none;cursor:grab}
svg.table.panning{touch-action:none}
svg.table:focus-visible{outline:3px solid var(--hexadominos-focus);outline-offset:2px}
.face{fill:var(--hexadominos-tile);stroke:var(--hexadominos-tile-edge);stroke-width:2.5}
.rim{fill:none;stroke:var(--hexadominos-tile-edge);stroke-width:.8;stroke-opacity:.5}
.wedge{stroke:var(--hexadominos-tile);stroke-width:1.5}
.v1{fill:var(--hexadominos-v1)}.v2{fill:var(--hexadominos-v2)}.v3{fill:var(--hexadominos-v3)}.v4{fill:var(--hexadominos-v4)}.v5{fill:var(--hexadominos-v5)}
.num{font:700 20px var(--hexadominos-font);fill:var(--hexadominos-number);text-anchor:middle;pointer-events:none}
.outline polygon{fill:none;stroke:var(--hexadominos-outline);stroke-width:5;pointer-events:none}
/* A placement shown, not played: a little faded, with a dashed rim, so it never passes for a tile of the game. */
.shown{opacity:.85;pointer-events:none}.shown-rim{fill:none;stroke:var(--hexadominos-shown);stroke-width:5;stroke-dasharray:10 7}
.placed.last .face{stroke:var(--hexadominos-flower);stroke-width:5}
.spot{cursor:pointer;outline:none}
.spot polygon{fill:var(--hexadominos-spot);fill-opacity:.25;stroke:var(--hexadominos-spot);stroke-width:3;stroke-dasharray:8 5}
.spot .plus{font:700 28px var(--hexadominos-font);fill:var(--hexadominos-spot);text-anchor:middle;pointer-events:none}
.spot:hover polygon,.spot.pending polygon{fill-opacity:.45}
.spot:focus-visible polygon{stroke:var(--hexadominos-focus);stroke-width:6;stroke-dasharray:none}
.ghost{opacity:.85;cursor:pointer}
.ghost .face{stroke:var(--hexadominos-spot);stroke-width:4}
.ghost.misfit .face{stroke:var(--hexadominos-clash);stroke-dasharray:6 4;stroke-width:4}
.mark circle{stroke:#fff;stroke-width:2}.mark path{fill:none;stroke:#fff;stroke-width:2.5;stroke-linecap:round}
.match circle{fill:var(--hexadominos-match)}.clash circle{fill:var(--hexadominos-clash)}
.label rect,.badge rect{fill:var(--hexadominos-flower);stroke:#1d1d1f;stroke-width:1.5}
.misfit .label rect{fill:#fff;stroke:var(--hexadominos-clash)}
.label text,.badge text{font:700 12.5px var(--hexadominos-font);fill:#1d1d1f;text-anchor:middle;pointer-events:none}
.flower polygon{fill:none;stroke:var(--hexadominos-flower);stroke-width:7;stroke-dasharray:3 6;stroke-linecap:round}
@media (prefers-reduced-motion:no-preference){
.flower polygon{animation:hexadominos-bloom 1.2s ease-out 3}
.badge .grow{animation:hexadominos-grow .6s ease-out;transform-box:fill-box;transform-origin:center}
.end li{animation:hexadominos-step .4s ease-out both;animation-delay:calc(var(--step,0) * .6s)}}
/* Each line of the end's tally comes in turn (by position: a style attribute would need style-src 'unsafe-inline'). */
.end li:nth-child(2){--step:1}
.end li:nth-child(3){--step:2}
.end li:nth-child(4){--step:3}
.end li:nth-child(5){--step:4}
.end li:nth-child(6){--step:5}
.end li:nth-child(7){--step:6}
.end li:nth-child(8){--step:7}
.end li:nth-child(9){--step:8}
.end li:nth-child(10){--step:9}
.end li:nth-child(11){--step:10}
.end li:nth-child(12){--step:11}
.end li:nth-child(13){--step:12}
.end li:nth-child(14){--step:13}
@keyframes hexadominos-bloom{from{stroke-width:16;stroke-opacity:.2}}
@keyframes hexadominos-grow{from{opacity:0;transform:scale(.5)}}
@keyframes hexadominos-step{from{opacity:0;transform:translateY(.4rem)}}
.view-controls{display:flex;gap:.3rem;flex:none}
.view-controls button{padding:.2rem;display:inline-flex;align-items:center;justify-content:center;gap:.25rem}
.view-controls .fit{padding-inline:.4rem .6rem;font-size:.9rem;white-space:nowrap}
.view-controls svg{inline-size:1.4rem;block-size:1.4rem;fill:none;stroke:currentColor;stroke-width:2.4;stroke-linecap:round}
.overlay{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.5rem;padding:1rem;
background:var(--hexadominos-bg);border-radius:.6rem;text-align:center;overflow:auto}
.overlay h2,.end h2{font-size:1.2rem;margin:0}
/* The privacy screen's button in the half of the table away from the last press (hand-off.ts), compact and near the table's edge:
   on a phone's table some 170 px tall, a full-size button in French (two lines) came within a few pixels of a tap in the middle,
   and a phone's touch adjustment took the next tap there as a press on it. */
.screen{justify-content:space-between;padding:.5rem}.screen.start .ready{order:-1}
.screen .ready{font-size:.9rem;line-height:1.15;padding:.3rem .6rem}
.overlay ul{list-style:none;margin:0;padding:0}
.overlay li{display:flex;align-items:center;gap:.4rem;justify-content:center}
.icon{inline-size:2.6rem;block-size:2.6rem;display:block}
.rack{display:flex;flex-wrap:wrap;gap:.3rem;margin-top:.5rem}
.rack-tile{padding:.15rem;min-inline-size:3.2rem;border-radius:.5rem;touch-action:none}
.rack-tile .icon{inline-size:4rem;block-size:4rem}
.rack-tile .num{font-size:23px}
/* On a phone, five tiles to a row (four at full size), their digits larger in the smaller tile (still 14 px on screen): a dealt rack of
   nine takes two rows, not three, and the board's buttons stay in the window. */
.rack{container-type:inline-size}
@container (max-width:30rem){.rack-tile .icon{inline-size:3.5rem;block-size:3.5rem}.rack-tile .num{font-size:27px}}
.rack-tile.selected{border-color:var(--hexadominos-focus);border-width:3px;background:var(--hexadominos-spot)}
.rack-tile[aria-disabled=true]{opacity:.55;cursor:default}
/* The buttons in equal columns, as many as fit (all six in one row on a laptop, three by three on a phone), words wrapping inside. */
.controls{display:grid;grid-template-columns:repeat(auto-fit,minmax(5.4rem,1fr));gap:.4rem;margin-top:.5rem}
.controls button{padding-inline:.25rem;line-height:1.15;font-size:.95em}
button{font:inherit;min-block-size:2.75rem;min-inline-size:2.75rem;padding:.3rem .8rem;border-radius:.5rem;border:2px solid var(--hexadominos-muted);
background:var(--hexadominos-bg);color:var(--hexadominos-text);cursor:pointer}
button:disabled{opacity:.5;cursor:default}
:is(button,.rack-tile):focus-visible{outline:3px solid var(--hexadominos-focus);outline-offset:2px}
.guide-area{margin:.4rem 0 0;container-type:inline-size}
@container (max-width:30rem){:is(.preview,.guide){font-size:.9rem}}
.preview{margin:0;font-weight:600;min-height:1.5em}
.guide{margin:0;min-height:3em}
.keys{margin-top:.6rem}.keys summary{cursor:pointer}
/* A touch screen without a mouse has no keyboard to learn about: its room goes to the board. */
@media (hover:none) and (pointer:coarse){.keys{display:none}}
.match{margin-top:.6rem;border-collapse:collapse;font-variant-numeric:tabular-nums}
.match caption{text-align:start;font-weight:600;padding-bottom:.2rem}
.match :is(th,td){padding:.15rem .6rem;border-bottom:1px solid var(--hexadominos-muted);text-align:end}
.match th[scope=row]{text-align:start;font-weight:400}.match .current{font-style:italic}.match tfoot{font-weight:700}
.sheet li .icon{display:inline-block;inline-size:1.6rem;block-size:1.6rem;vertical-align:middle;margin-inline-end:.3rem}
.end{margin-top:.6rem;padding:.6rem .8rem;border:2px solid var(--hexadominos-flower);border-radius:.6rem}
.end ul{margin:.4rem 0;padding-inline-start:1.2rem}.end .result{font-size:1.15rem;font-weight:700;margin:.4rem 0}.final{border-collapse:collapse;margin:.3rem 0}.final th,.final td{padding:.1rem .8rem .1rem 0;text-align:start;font-weight:400}.final td{font-variant-numeric:tabular-nums;text-align:end}.final .winner{font-weight:700}
.sheet{margin-top:.6rem}
.sheet-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.6rem}
.sheet h3{font-size:1rem;margin:.3rem 0}
.sheet ol{margin:0;padding-inline-start:1.2rem;font-variant-numeric:tabular-nums}
.row-draw,.row-rack{color:var(--hexadominos-clash)}
.message{margin:.4rem 0 0;color:var(--hexadominos-clash);font-weight:600}
.error{margin:0 0 .5rem;padding:.5rem .75rem;border:2px solid var(--hexadominos-clash);border-radius:.5rem}
.sr-only{position:absolute;inline-size:1px;block-size:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (forced-colors:active){
.face,.wedge{fill:Canvas;stroke:CanvasText}.num,.plus,.badge text,.label text{fill:CanvasText}.outline polygon{stroke:Highlight}.badge rect,.label rect{fill:Canvas;stroke:CanvasText}
.spot polygon,.flower polygon{stroke:Highlight}.match circle,.clash circle{fill:Highlight}
svg.table{background:Canvas;border:1px solid CanvasText}}
`;

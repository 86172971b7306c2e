import { load, currentState, formatPosition, legalPlacements, parsePosition } from '/work/main/engine/index.ts';
for (const src of [
  'classic b b2:3b b3:1w c2:1w d4:1w | b2>b3',
  'classic b c5:3b e3:1w | c5>d5',
  'classic b b2:2b b3:2b c4:1w d4:1w | b2 b2>b3 b3>c4',
  'tiles b b2:3b a1:removed d4:1w | b2>b3',
  'express b c5:3b e3:1w | c5>d5',
  'long b c5:3b e3:1w | c5>d5',
  'tiles b c1:3b c2:1w d4:1w | c1>d2',
  'tiles b c1:gray c1:3b d4:1w | c1>d2',
]) {
  const r = load(src);
  console.log(src, '=>', r.ok ? formatPosition(currentState(r.history)) : JSON.stringify(r.error));
}
const p = parsePosition('classic b c3:1w b2:2b c2:1b d3:1w d4:2w');
if (p.ok) console.log(legalPlacements(p.value));

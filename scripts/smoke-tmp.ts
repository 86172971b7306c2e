import { reviewGame } from '../engine/hexone/review.js';
import { yNames } from '../engine/hexone/rules.js';
console.log(yNames('c4' as never));
for (const text of process.argv.slice(2)) { const r = reviewGame(text, { maxNodes: 6000 }); console.log(text, JSON.stringify(r.ok ? r.value.turns.map((t) => [t.turn, t.side, t.from, t.played.text]) : r.error), r.ok && r.value.incomplete); }

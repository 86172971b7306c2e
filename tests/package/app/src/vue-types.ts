// The Vue types of both elements (hexone/vue): a template's props are checked by Volar / vue-tsc from
// GlobalComponents; this file checks the same declarations with tsc alone.
import type { GlobalComponents } from 'vue';

type PropsOf<Component> = Component extends abstract new (...args: never[]) => { $props: infer Props } ? Props : never;
type HexoneProps = PropsOf<GlobalComponents['hexone-board']>;
type HexadominosProps = PropsOf<GlobalComponents['hexadominos-board']>;

export const hexone: HexoneProps = { exits: 'express', tiles: true, 'animation-speed': 0, highlight: 'b2 c3', computer: 'w', level: 'hard' };
export const hexadominos: HexadominosProps = { players: 3, seats: [{ kind: 'human' }, { kind: 'computer', level: 'hard' }], scoring: 'kids', names: ['Anna', 'Ben'] };
// Unset props, under the consumer's exactOptionalPropertyTypes too (tsconfig.vue.json).
export const unset: HexoneProps = { record: undefined, position: null, level: undefined };
export const unsetTable: HexadominosProps = { record: undefined, seats: [{ kind: 'computer', level: undefined }], match: null };

// @ts-expect-error not a rule set of Hexone
export const wrongExits: HexoneProps = { exits: 'bogus' };
// @ts-expect-error seats are people or computers
export const wrongSeat: HexadominosProps = { seats: [{ kind: 'robot' }] };
// @ts-expect-error a number of players, not a list
export const wrongPlayers: HexadominosProps = { players: [3] };

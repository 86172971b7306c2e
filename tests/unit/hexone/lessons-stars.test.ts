/**
 * Lessons that reward: the par (stars.ts), stars kept with the saved progress (best result kept, data
 * saved before stars existed still read, bad stars refused), "continue where you left off"
 * (continue.ts) and the frame code of a step (share.ts). Pure functions, fed generated values too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { continueHref, continueTarget, type LessonOutline } from '@site/components/hexone/lesson/continue.js';
import { emptyProgress, lessonStars, markDone, parseProgress, serializeProgress, stepStars } from '@site/components/hexone/lesson/progress.js';
import { FRAME_HEIGHT, iframeSnippet, stepEmbedPath } from '@site/components/hexone/lesson/share.js';
import { freshTally, isStars, starsFor } from '@site/lib/lessons/stars.js';

describe('the par', () => {
  it('gives three stars to a step done with no miss and without "show me"', () => {
    expect(starsFor(freshTally())).toBe(3);
  });

  it('gives two stars after one miss, one star after two misses or more', () => {
    expect(starsFor({ misses: 1, shown: false })).toBe(2);
    expect(starsFor({ misses: 2, shown: false })).toBe(1);
    expect(starsFor({ misses: 40, shown: false })).toBe(1);
  });

  it('gives one star once "show me" played the solution, misses or not', () => {
    expect(starsFor({ misses: 0, shown: true })).toBe(1);
    expect(starsFor({ misses: 1, shown: true })).toBe(1);
  });

  it('never gives more stars for more misses', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.boolean(), (misses, shown) => {
        expect(starsFor({ misses: misses + 1, shown })).toBeLessThanOrEqual(starsFor({ misses, shown }));
        expect(isStars(starsFor({ misses, shown }))).toBe(true);
      }),
    );
  });

  it('accepts only 1, 2 or 3 as stars', () => {
    expect([1, 2, 3].every(isStars)).toBe(true);
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== 1 && v !== 2 && v !== 3),
        (value) => {
          expect(isStars(value)).toBe(false);
        },
      ),
    );
  });
});

describe('stars in the saved progress', () => {
  it('keeps the best stars of a step and marks it done', () => {
    let progress = markDone(emptyProgress(), 'board', 'centre', 2);
    progress = markDone(progress, 'board', 'centre', 1);
    expect(progress.stars.board.centre).toBe(2);
    progress = markDone(progress, 'board', 'centre', 3);
    expect(progress.stars.board.centre).toBe(3);
    expect(progress.done.board).toEqual(['centre']);
    expect(stepStars(progress, 'board', 'centre')).toBe(3);
    expect(stepStars(progress, 'board', 'rows')).toBe(0);
  });

  it('records the lesson last worked on', () => {
    const progress = markDone(markDone(emptyProgress(), 'board', 'centre', 3), 'opening', 'draw', 2);
    expect(progress.last).toBe('opening');
  });

  it("adds up a lesson's stars out of three per step", () => {
    const progress = markDone(markDone(emptyProgress(), 'board', 'centre', 3), 'board', 'rows', 1);
    expect(lessonStars(progress, 'board', ['centre', 'rows', 'peaks'])).toEqual({ earned: 4, max: 9 });
  });

  it('reads data saved before stars existed: each done step counts one star, no notice', () => {
    const loaded = parseProgress('{"done":{"board":["centre","rows"]}}');
    expect(loaded.corrupted).toBe(false);
    expect(loaded.progress).toEqual({ done: { board: ['centre', 'rows'] }, stars: {}, last: null });
    expect(lessonStars(loaded.progress, 'board', ['centre', 'rows', 'peaks'])).toEqual({ earned: 2, max: 9 });
  });

  it('round-trips stars and the last lesson through its text', () => {
    const progress = markDone(markDone(emptyProgress(), 'board', 'centre', 3), 'tiles', 'flip', 2);
    expect(parseProgress(serializeProgress(progress))).toEqual({ progress, corrupted: false });
  });

  it('shows no stars for a step that is not done (only a hand edit saves such data)', () => {
    const { progress, corrupted } = parseProgress('{"done":{"board":["centre"]},"stars":{"board":{"rows":2,"centre":3}}}');
    expect(corrupted).toBe(false);
    expect(stepStars(progress, 'board', 'rows')).toBe(0);
    expect(lessonStars(progress, 'board', ['centre', 'rows'])).toEqual({ earned: 3, max: 6 });
  });

  it.each([
    ['stars out of range', '{"done":{},"stars":{"board":{"centre":4}}}'],
    ['stars as text', '{"done":{},"stars":{"board":{"centre":"3"}}}'],
    ['stars as a list', '{"done":{},"stars":[3]}'],
    ['a step name with markup', '{"done":{},"stars":{"board":{"<b>":3}}}'],
    ['a last lesson that is not a name', '{"done":{},"last":["board"]}'],
  ])('starts fresh with a notice on %s', (_, text) => {
    expect(parseProgress(text)).toEqual({ progress: emptyProgress(), corrupted: true });
  });

  it('reads any JSON value without throwing, and what it keeps saves and reads back the same', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const { progress } = parseProgress(JSON.stringify(value));
        expect(parseProgress(serializeProgress(progress))).toEqual({ progress, corrupted: false });
      }),
    );
    fc.assert(
      fc.property(fc.record({ done: fc.dictionary(fc.string(), fc.array(fc.string())), stars: fc.anything(), last: fc.anything() }), (value) => {
        expect(() => parseProgress(JSON.stringify(value))).not.toThrow();
      }),
    );
  });
});

describe('continue where you left off', () => {
  const lessons: LessonOutline[] = [
    { slug: 'board', title: 'The board', steps: ['centre', 'rows'] },
    { slug: 'opening', title: 'The opening', steps: ['first-pawn', 'draw'] },
    { slug: 'placing', title: 'Placing', steps: ['stack'] },
  ];

  it('offers nothing to a newcomer', () => {
    expect(continueTarget(emptyProgress(), lessons)).toBeNull();
  });

  it('points at the first unfinished step of the lesson last worked on', () => {
    const progress = markDone(markDone(emptyProgress(), 'placing', 'stack', 3), 'opening', 'draw', 3);
    const target = continueTarget(progress, lessons)!;
    expect([target.lesson.slug, target.step, target.number]).toEqual(['opening', 'first-pawn', 1]);
    expect(continueHref('/fr/hexone/lessons/', target)).toBe('/fr/hexone/lessons/opening/#step-first-pawn');
  });

  it('goes on to the next lesson not finished when the last one is, coming round to the start', () => {
    let progress = markDone(emptyProgress(), 'opening', 'first-pawn', 3);
    progress = markDone(markDone(progress, 'placing', 'stack', 3), 'board', 'centre', 1);
    progress = { ...progress, last: 'placing' };
    expect(continueTarget(progress, lessons)).toMatchObject({ lesson: { slug: 'board' }, step: 'rows', number: 2 });
  });

  it('offers nothing once every lesson is done', () => {
    let progress = emptyProgress();
    for (const l of lessons) for (const s of l.steps) progress = markDone(progress, l.slug, s, 3);
    expect(continueTarget(progress, lessons)).toBeNull();
  });

  it('starts from the first lesson begun when the last one is unknown (older data, or a lesson since removed)', () => {
    for (const last of [null, 'gone']) {
      const progress = { ...parseProgress('{"done":{"opening":["first-pawn"],"board":["centre","rows"]}}').progress, last };
      expect(continueTarget(progress, lessons)).toMatchObject({ lesson: { slug: 'opening' }, step: 'draw' });
    }
  });
});

describe('the frame code of a step', () => {
  it("frames the step's own page, with a title and a height that fits it", () => {
    const src = `https://hexone.example.org${stepEmbedPath('fr', 'explosion', 'first-y')}`;
    const code = iframeSnippet(src, 'Leçon d’Hexone : L’explosion, étape 2');
    expect(code).toBe(
      `<iframe src="https://hexone.example.org/fr/embed/lesson/explosion/first-y/" title="Leçon d’Hexone : L’explosion, étape 2" width="720" height="${FRAME_HEIGHT}" style="max-width: 100%; border: 0;" loading="lazy"></iframe>`,
    );
  });

  it('escapes quotes and markup in what it is given, so the code stays one element', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (src, title) => {
        const code = iframeSnippet(src, title);
        expect(code.match(/"/g)).toHaveLength(12); // the six attributes' quotes only
        expect(code.slice(1, -1).replace('></iframe', '')).not.toMatch(/[<>]/);
      }),
    );
  });
});

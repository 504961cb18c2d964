import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reachableLevels, levelShown, notFoundLevels, levelLabel } from '../../main/resources/public/levels.js';

const ALL = ['easy', 'moderate', 'difficult', 'fiendish', 'diabolical', 'extreme'];
const ANSWER = {
    classic: { 4: ['easy'], 9: ALL },
    variant: ['easy', 'moderate', 'difficult', 'fiendish', 'extreme'],
    variants: { 4: { x: ['easy'], jigsaw: ['easy', 'moderate', 'difficult'] } },
};

test('a size reads its own levels, variants theirs, and without an answer every level is offered', () => {
    assert.deepEqual(reachableLevels(ANSWER, 4, ALL), ['easy']);
    assert.deepEqual(reachableLevels(ANSWER, 9, ALL), ALL);
    assert.deepEqual(reachableLevels(null, 4, ALL), ALL);
    assert.deepEqual(reachableLevels(ANSWER, 12, ALL), ALL);
});

test("a variant reads its size's own list where there is one, else every variant's", () => {
    assert.deepEqual(reachableLevels(ANSWER, 4, ALL, 'x'), ['easy']);
    assert.deepEqual(reachableLevels(ANSWER, 4, ALL, 'jigsaw'), ['easy', 'moderate', 'difficult']);
    assert.deepEqual(reachableLevels(ANSWER, 4, ALL, 'killer'), ANSWER.variant);
    assert.deepEqual(reachableLevels(ANSWER, 9, ALL, 'x'), ANSWER.variant);
    assert.deepEqual(reachableLevels({ classic: {}, variant: ANSWER.variant }, 4, ALL, 'x'), ANSWER.variant);
    assert.deepEqual(reachableLevels(null, 4, ALL, 'x'), ALL);
});

test('a reachable level and any level stay as chosen', () => {
    for (const level of ALL) assert.equal(levelShown(level, ALL, ALL), level);
    assert.equal(levelShown('', ['easy'], ALL), '');
});

test('an unreachable level is shown as the hardest reachable one below it, else the easiest reachable', () => {
    for (const level of ALL.slice(1)) assert.equal(levelShown(level, ['easy'], ALL), 'easy');
    assert.equal(levelShown('diabolical', ANSWER.variant, ALL), 'fiendish');
    assert.equal(levelShown('easy', ['difficult', 'extreme'], ALL), 'difficult');
    for (const level of ALL) {
        const reachable = ALL.filter((_, i) => i % 2 === 1);
        assert.ok(reachable.includes(levelShown(level, reachable, ALL)), level);
    }
});

test('a level no puzzle of a classic size has been found at is named, and variants have none', () => {
    const answer = { ...ANSWER, notFound: { 6: ['extreme'] } };
    assert.deepEqual(notFoundLevels(answer, 6), ['extreme']);
    assert.deepEqual(notFoundLevels(answer, 9), []);
    assert.deepEqual(notFoundLevels(answer, 6, 'x'), []);
    assert.deepEqual(notFoundLevels(null, 6), []);
    assert.equal(levelLabel('extreme', true), 'extreme (none found yet)');
    assert.equal(levelLabel('extreme', false), 'extreme');
});

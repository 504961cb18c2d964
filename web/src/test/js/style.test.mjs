import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

// The contrast of the theme's colour pairs, read from style.css itself, in both themes:
// WCAG 2 asks 4.5:1 for text and 3:1 for lines and controls a player must see.
const css = readFileSync(new URL('../../main/resources/public/style.css', import.meta.url), 'utf8');

function variables(block) {
    return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]));
}

const light = variables(/:root\s*{([^}]*)}/.exec(css)[1]);
const dark = { ...light, ...variables(/prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{([^}]*)}/.exec(css)[1]) };

function luminance(hex) {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
}

const ROLES = ['defining', 'eliminated', 'placed', 'fin', 'endo_fin', 'pivot', 'pincer', 'strong_link', 'weak_link'];

const TEXT = [
    ['fg', 'bg'], ['fg', 'panel'], ['muted', 'bg'], ['muted', 'panel'],
    ...['given', 'placed', 'solved', 'cand'].flatMap((digit) => ['cell', 'sel', 'peer', 'same'].map((bg) => [digit, bg])),
    ['given', 'wrong-bg'], ['placed', 'wrong-bg'], ['given', 'diff-bg'], ['solved', 'diff-bg'], ['given', 'named-bg'], ['placed', 'named-bg'],
    ['conflict', 'conflict-bg'], ['error', 'bg'], ['error', 'panel'], ['success', 'bg'], ['success', 'panel'], ['warning', 'bg'], ['warning', 'panel'],
    ['on-accent', 'accent'], ['accent', 'bg'], ['bg', 'error'],
    ...ROLES.map((role) => ['on-role', `role-${role}`]),
];

const LINES = [
    ['grid-thick', 'cell'], ['focus', 'bg'], ['focus', 'cell'], ['focus', 'panel'], ['border', 'bg'],
    ['link-strong', 'cell'], ['link-weak', 'cell'], ['tree-kept', 'bg'], ['tree-bad', 'bg'],
];

for (const [name, theme] of [['light', light], ['dark', dark]]) {
    test(`text in the ${name} theme has at least 4.5:1 contrast`, () => {
        for (const [fg, bg] of TEXT) {
            assert.ok(theme[fg] && theme[bg], `--${fg} and --${bg} are defined`);
            const ratio = contrast(theme[fg], theme[bg]);
            assert.ok(ratio >= 4.5, `${name}: --${fg} on --${bg} is ${ratio.toFixed(2)}:1`);
        }
    });

    test(`lines and focus rings in the ${name} theme have at least 3:1 contrast`, () => {
        for (const [fg, bg] of LINES) {
            const ratio = contrast(theme[fg], theme[bg]);
            assert.ok(ratio >= 3, `${name}: --${fg} on --${bg} is ${ratio.toFixed(2)}:1`);
        }
    });

    test(`givens, placed and solved digits differ in colour in the ${name} theme`, () => {
        assert.equal(new Set([theme.given, theme.placed, theme.solved]).size, 3);
        assert.equal(new Set(ROLES.map((role) => theme[`role-${role}`])).size, ROLES.length, 'each role its own colour');
    });
}

test('every step role has its colour rule', () => {
    for (const role of ROLES) assert.match(css, new RegExp(`\\[data-role="${role}"\\]\\s*{\\s*--role: var\\(--role-${role}\\)`));
});

// The page's index: every module it imports is preloaded, and nothing else is, so a new module cannot
// silently fall back to the slow import-by-import waterfall.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'main', 'resources', 'public');

test('every module but the entry point is preloaded, and only those', () => {
    const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
    const modules = readdirSync(publicDir)
        .filter((name) => name.endsWith('.js') && name !== 'app.js')
        .sort();
    assert.deepEqual(preloaded, modules);
});

test('the entry point is the only script the page loads', () => {
    const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(scripts, ['app.js']);
});

test('the variants\' modules are not preloaded: only a dynamic import of the first one reaches them', () => {
    const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
    assert.doesNotMatch(html, /variant\//);
    const importers = readdirSync(publicDir)
        .filter((name) => name.endsWith('.js'))
        .filter((name) => readFileSync(join(publicDir, name), 'utf8').includes('./variant/'));
    for (const name of importers) {
        const text = readFileSync(join(publicDir, name), 'utf8');
        assert.doesNotMatch(text, /^import[^;]*variant\//m, `${name} imports variant code statically`);
        assert.match(text, /import\('\.\/variant\/variant-play\.js'\)/, name);
    }
    assert.deepEqual(importers, ['puzzle-panel.js']);
});

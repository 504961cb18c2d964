// The page's index: every module the first board needs is preloaded, and nothing else is, so a new
// module cannot silently fall back to the slow import-by-import waterfall, nor load before the board
// what can wait until after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'main', 'resources', 'public');

/** The modules a module imports statically, and theirs, without itself. */
function staticImports(entry) {
    const found = new Set();
    const visit = (name) => {
        const text = readFileSync(join(publicDir, name), 'utf8');
        for (const [, target] of text.matchAll(/^(?:import|export)[^;]*? from '\.\/([^']+)';/gm)) {
            if (!found.has(target)) {
                found.add(target);
                visit(target);
            }
        }
    };
    visit(entry);
    return [...found].sort();
}

test('every module the entry point imports is preloaded, and only those', () => {
    const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
    assert.deepEqual(preloaded, staticImports('app.js'));
});

test('the controller and the panels are fetched after the first board: the entry point reaches them by dynamic imports only', () => {
    const first = staticImports('app.js');
    for (const later of ['controller.js', 'api.js', 'panels.js', 'explain-panel.js', 'solve-panel.js', 'hint-panel.js', 'new-puzzle.js']) {
        assert.ok(!first.includes(later), `${later} is in the first load`);
    }
    const entry = readFileSync(join(publicDir, 'app.js'), 'utf8');
    assert.match(entry, /import\('\.\/controller\.js'\)/);
    assert.match(entry, /import\('\.\/panels\.js'\)/);
    const everything = new Set([...first, ...staticImports('controller.js'), ...staticImports('panels.js')]);
    const modules = readdirSync(publicDir).filter((name) => name.endsWith('.js') && !['app.js', 'controller.js', 'panels.js'].includes(name));
    assert.deepEqual(modules.filter((name) => !everything.has(name)), [], 'modules neither the board, the controller nor the panels import');
});

test('the controller\'s and the panels\' modules are preloaded together when they are fetched, each once', () => {
    const text = readFileSync(join(publicDir, 'app.js'), 'utf8');
    const listed = JSON.parse(`[${/LATER_MODULES = \[([^\]]*)\]/.exec(text)[1].replace(/'/g, '"').replace(/,\s*$/, '')}]`);
    const first = new Set(staticImports('app.js'));
    const later = new Set(['controller.js', 'panels.js', ...staticImports('controller.js'), ...staticImports('panels.js')]);
    const expected = [...later].filter((name) => !first.has(name));
    assert.equal(new Set(listed).size, listed.length, 'a module listed twice');
    assert.deepEqual([...listed].sort(), expected.sort());
});

test('the entry point is the only script the page loads', () => {
    const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(scripts, ['app.js']);
});

/**
 * The top-level modules that name the folder (only by dynamic imports: none imports from it statically),
 * after checking that the page itself does not name it.
 */
function dynamicImportersOf(folder) {
    const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
    assert.doesNotMatch(html, new RegExp(`${folder}/`));
    const importers = readdirSync(publicDir)
        .filter((name) => name.endsWith('.js'))
        .filter((name) => readFileSync(join(publicDir, name), 'utf8').includes(`./${folder}/`));
    for (const name of importers) {
        const text = readFileSync(join(publicDir, name), 'utf8');
        assert.doesNotMatch(text, new RegExp(`^import[^;]*${folder}/`, 'm'), `${name} imports ${folder}/ statically`);
    }
    return importers;
}

test('the variants\' modules are not preloaded: only a dynamic import of the first one reaches them, when one is chosen or a kept variant game is opened', () => {
    assert.deepEqual(dynamicImportersOf('variant'), ['game-keeper.js', 'puzzle-panel.js']);
    assert.match(readFileSync(join(publicDir, 'game-keeper.js'), 'utf8'), /import\('\.\/variant\/variant-play\.js'\)/);
    assert.match(readFileSync(join(publicDir, 'puzzle-panel.js'), 'utf8'), /import\('\.\/variant\/variant-play\.js'\)/);
});

test('adding a file to the bank and reading a photo are fetched when a file is chosen: only dynamic imports reach them', () => {
    assert.deepEqual(dynamicImportersOf('imports'), ['panels.js']);
    const panels = readFileSync(join(publicDir, 'panels.js'), 'utf8');
    for (const module of readdirSync(join(publicDir, 'imports')).filter((name) => name.endsWith('-import.js'))) {
        assert.ok(panels.includes(`import('./imports/${module}')`), `${module} is not fetched on demand`);
    }
});

test('replaying and drawing steps, and candidate lines, are fetched with the first explanation, hint or solve: only dynamic imports reach them', () => {
    assert.deepEqual(dynamicImportersOf('steps'), ['hint-panel.js']);
    const hint = readFileSync(join(publicDir, 'hint-panel.js'), 'utf8');
    assert.match(hint, /import\('\.\/steps\/step-drawing\.js'\)/);
    assert.match(hint, /import\('\.\/steps\/candidate-line\.js'\)/);
    // The explanation's stepping and the solve's answer, themselves fetched on demand, reach them from their folders.
    assert.match(readFileSync(join(publicDir, 'explain', 'explain-steps.js'), 'utf8'), /^import [^;]* from '\.\.\/steps\/step-drawing\.js';/m);
    assert.match(readFileSync(join(publicDir, 'solve', 'solve-report.js'), 'utf8'), /^import [^;]* from '\.\.\/steps\/candidate-line\.js';/m);
});

test('stepping through an explanation is fetched with the first explanation: only a dynamic import reaches it', () => {
    assert.deepEqual(dynamicImportersOf('explain'), ['explain-panel.js']);
    assert.match(readFileSync(join(publicDir, 'explain-panel.js'), 'utf8'), /import\('\.\/explain\/explain-steps\.js'\)/);
});

test('showing a solve\'s answer is fetched with the first answer: only a dynamic import reaches it', () => {
    assert.deepEqual(dynamicImportersOf('solve'), ['solve-panel.js']);
    assert.match(readFileSync(join(publicDir, 'solve-panel.js'), 'utf8'), /import\('\.\/solve\/solve-report\.js'\)/);
});

test('the guess tree and the list of new puzzles with their booklet are fetched when first needed: only dynamic imports reach them', () => {
    assert.deepEqual(dynamicImportersOf('extras'), ['new-puzzle.js']);
    assert.match(readFileSync(join(publicDir, 'solve', 'solve-report.js'), 'utf8'), /import\('\.\.\/extras\/tree-view\.js'\)/);
    assert.match(readFileSync(join(publicDir, 'new-puzzle.js'), 'utf8'), /import\('\.\/extras\/booklet\.js'\)/);
});

test('asking for a new puzzle, from the bank or generated, and the daily puzzle are fetched with the first click of Generate or Daily puzzle: only a dynamic import reaches them', () => {
    assert.deepEqual(dynamicImportersOf('generate'), ['new-puzzle.js']);
    assert.match(readFileSync(join(publicDir, 'new-puzzle.js'), 'utf8'), /import\('\.\/generate\/puzzle-requests\.js'\)/);
});

test('Check, Reveal and the check of a puzzle just set, opened from a link or reopened over its game are fetched with the first of them: only dynamic imports reach them', () => {
    assert.deepEqual(dynamicImportersOf('solution'), ['play-panel.js', 'puzzle-panel.js']);
    assert.match(readFileSync(join(publicDir, 'play-panel.js'), 'utf8'), /import\('\.\/solution\/solution-checks\.js'\)/);
});

/** Every script of the page, its folders' too, as { name, text }. */
function pageScripts(folder = publicDir, prefix = '') {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory()) return pageScripts(join(folder, entry.name), `${prefix}${entry.name}/`);
        return entry.name.endsWith('.js') ? [{ name: `${prefix}${entry.name}`, text: readFileSync(join(folder, entry.name), 'utf8') }] : [];
    });
}

test('every name a script exports is used by the page itself, not only by these tests: no dead code is shipped', () => {
    const scripts = pageScripts();
    const uses = (text, name) => (text.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length;
    const unused = scripts.flatMap(({ name: file, text }) => [...text.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)]
        .map(([, name]) => name)
        .filter((name) => uses(text, name) < 2 && !scripts.some((other) => other.name !== file && uses(other.text, name) > 0))
        .map((name) => `${file}: ${name}`));
    assert.deepEqual(unused, []);
});

// The board's DOM: one element per cell, built once per layout and then updated from a scene
// (scene.js) only where a cell changed, so typing on a 25x25 board touches one cell, not 625.
// Candidates sit in a fixed sub-grid inside the cell and digits are centred on top of it, so
// nothing moves when candidates appear or disappear.

import { el, svgEl, clearChildren } from './dom.js';
import { cellName } from './symbols.js';
import { candidateGrid } from './layout.js';

export class BoardView {
    /**
     * @param root the grid element (#board)
     * @param overlay the SVG drawn over it for arrows (may be null)
     * @param onCellPointer called with a cell index when a cell is clicked or tapped; a field, so
     *        that whoever adopts a view drawn earlier (controller.init) can set it
     */
    constructor(root, overlay, onCellPointer = () => {}) {
        this.root = root;
        this.overlay = overlay;
        this.cells = [];
        this.keys = [];
        this.onCellPointer = onCellPointer;
        this.root.addEventListener('pointerdown', (event) => {
            const cell = event.target.closest('[data-index]');
            if (cell) this.onCellPointer(Number(cell.dataset.index), event);
        });
    }

    setLayout(layout) {
        this.layout = layout;
        const { size } = layout;
        const { rows, cols } = candidateGrid(layout);
        clearChildren(this.root);
        this.root.style.setProperty('--n', size);
        this.root.style.setProperty('--cand-rows', rows);
        this.root.style.setProperty('--cand-cols', cols);
        this.root.setAttribute('aria-rowcount', size);
        this.root.setAttribute('aria-colcount', size);
        this.cells = [];
        this.keys = [];
        for (let r = 0; r < size; r++) {
            const row = el('div', { role: 'row', class: 'row' });
            for (let c = 0; c < size; c++) {
                const index = r * size + c;
                const cell = el(
                    'div',
                    {
                        role: 'gridcell',
                        class: 'cell',
                        'data-cell': cellName(index, size),
                        'data-index': index,
                        tabindex: -1,
                    },
                    el('span', { class: 'cands', 'aria-hidden': 'true' }),
                    el('span', { class: 'digit', 'aria-hidden': 'true' }),
                );
                const edges = [layout.thickRight[index] && 'thick-right', layout.thickBottom[index] && 'thick-bottom'];
                for (const layer of layout.layers ?? []) edges.push(...layer.classesOf(index));
                cell.dataset.edges = edges.filter(Boolean).join(' ');
                cell.className = `cell ${cell.dataset.edges}`.trim();
                row.append(cell);
                this.cells.push(cell);
                this.keys.push('');
            }
            this.root.append(row);
        }
        if (this.overlay) this.overlay.setAttribute('viewBox', `0 0 ${size} ${size}`);
        this.drawLayers(layout);
    }

    /** The layers that draw pictures (an X's diagonals; cages later) into an SVG under the arrows. */
    drawLayers(layout) {
        this.root.dataset.variant = layout.variant ?? 'classic';
        this.picture?.remove();
        const drawn = (layout.layers ?? []).filter((layer) => layer.draw);
        if (!drawn.length) return;
        const n = layout.size;
        this.picture = svgEl('svg', { class: 'layers', viewBox: `0 0 ${n} ${n}`, preserveAspectRatio: 'none', 'aria-hidden': 'true' });
        for (const layer of drawn) layer.draw(this.picture);
        this.root.after(this.picture);
    }

    /** Paints a scene (one entry per cell) and the step's arrows; `selected` gets the tab stop. */
    render(scene, arrows = [], selected = -1) {
        scene.forEach((view, index) => {
            const key = keyOf(view);
            if (key !== this.keys[index]) {
                this.keys[index] = key;
                paintCell(this.cells[index], view, candidateGrid(this.layout).cols);
            }
            const tabStop = index === selected || (selected < 0 && index === 0);
            this.cells[index].tabIndex = tabStop ? 0 : -1;
        });
        if (this.overlay) drawArrows(this.overlay, arrows, candidateGrid(this.layout));
    }

    focusCell(index) {
        this.cells[index]?.focus({ preventScroll: false });
    }

    cellElement(index) {
        return this.cells[index];
    }
}

function keyOf(view) {
    const flags = Object.entries(view.flags)
        .filter(([, on]) => on)
        .map(([name]) => name)
        .join(',');
    const candidates = view.candidates.map((c) => `${c.digit}${c.role ?? ''}`).join(',');
    return `${view.text}|${view.kind}|${view.role}|${flags}|${candidates}|${view.label}`;
}

function paintCell(node, view, cols) {
    // The edge classes come from the layout and stay; everything else follows the scene.
    node.className = `cell ${node.dataset.edges}`.trim();
    node.classList.toggle('given', view.kind === 'given');
    node.classList.toggle('placed', view.kind === 'placed');
    node.classList.toggle('solved', view.kind === 'solved');
    for (const [name, on] of Object.entries(view.flags)) node.classList.toggle(name, on);
    if (view.role) node.dataset.role = view.role;
    else delete node.dataset.role;
    node.setAttribute('aria-label', view.label);
    node.setAttribute('aria-selected', String(Boolean(view.flags.selected)));
    node.querySelector('.digit').textContent = view.text;
    const box = node.querySelector('.cands');
    clearChildren(box);
    for (const candidate of view.candidates) {
        const index = candidate.digit - 1;
        const span = el('span', { class: 'cand' }, candidate.symbol);
        span.style.gridRow = String(Math.floor(index / cols) + 1);
        span.style.gridColumn = String((index % cols) + 1);
        if (candidate.role) span.dataset.role = candidate.role;
        box.append(span);
    }
}

function drawArrows(svg, arrows, grid) {
    clearChildren(svg);
    if (!arrows.length) return;
    // Arrowheads sized to a candidate, so they read the same on 9x9 and 16x16.
    const head = 0.55 / Math.max(grid.rows, grid.cols);
    const defs = svgEl('defs');
    for (const kind of ['strong', 'weak']) {
        defs.append(
            svgEl(
                'marker',
                {
                    id: `arrow-${kind}`,
                    viewBox: '0 0 10 10',
                    refX: 9,
                    refY: 5,
                    markerUnits: 'userSpaceOnUse',
                    markerWidth: head,
                    markerHeight: head,
                    orient: 'auto-start-reverse',
                },
                svgEl('path', { d: 'M0,0 L10,5 L0,10 z', class: `head ${kind}` }),
            ),
        );
    }
    svg.append(defs);
    for (const arrow of arrows) {
        const kind = arrow.strong ? 'strong' : 'weak';
        svg.append(
            svgEl('path', {
                d: `M${arrow.x1},${arrow.y1} Q${arrow.cx},${arrow.cy} ${arrow.x2},${arrow.y2}`,
                class: `link ${kind}`,
                'data-role': arrow.strong ? 'strong_link' : 'weak_link',
                'marker-end': `url(#arrow-${kind})`,
            }),
        );
    }
}

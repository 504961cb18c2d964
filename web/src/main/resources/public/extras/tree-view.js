// Draws the guess tree (guess-tree.js computes it) as SVG: nodes are boxes naming the guess and
// the candidates it chose from; the kept path is drawn strong, contradictions are marked leaves,
// abandoned branches stay visible but dimmed. Collapsed branches open on click or Enter.

import { svgEl, el, clearChildren } from '../dom.js';
import { buildTree, layoutTree, initiallyCollapsed, treeCounts, nodeLabel } from './guess-tree.js';

// A node is at least NODE_W wide, and wider in a tree whose longest line needs it ("+108 more", a
// 16x16 cell's name, many candidates), PAD clear of its border on each side; columns keep GAP between nodes.
const NODE_W = 72;
const PAD = 6;
const GAP = 8;
// Three lines of text (the guess, its candidates, what a folded branch hides) with PAD above and below.
const LINE = 14;
const NODE_H = 56;
const LEVEL = 76;
const MARGIN = 8;

const OUTCOME_WORD = { KEPT: 'kept', CONTRADICTION: 'contradiction', ABANDONED: 'abandoned', ROOT: 'start' };

export class TreeView {
    constructor(container) {
        this.container = container;
        this.tree = null;
        this.nodeW = NODE_W;
    }

    show(trace, report) {
        this.tree = buildTree(trace);
        this.report = report;
        this.collapsed = initiallyCollapsed(this.tree);
        this.nodeW = NODE_W;
        this.draw();
    }

    clear() {
        this.tree = null;
        clearChildren(this.container);
        this.container.hidden = true;
    }

    toggle(id) {
        if (this.collapsed.has(id)) this.collapsed.delete(id);
        else this.collapsed.add(id);
        this.draw(id);
    }

    draw(focusId = null) {
        this.drawAt(focusId);
        // Text is measured once drawn (fonts differ): a line too long for its box widens every box, drawn again.
        const longest = Math.max(...[...this.container.querySelectorAll('.node text:not(.mark)')].map((t) => t.getComputedTextLength()));
        const needed = Math.ceil(longest + 2 * PAD);
        if (needed > this.nodeW) {
            this.nodeW = needed;
            this.drawAt(focusId);
        }
    }

    drawAt(focusId) {
        const column = this.nodeW + GAP;
        const layout = layoutTree(this.tree, this.collapsed);
        const width = layout.columns * column + 2 * MARGIN;
        const height = layout.levels * LEVEL + MARGIN;
        const svg = svgEl('svg', {
            width,
            height,
            viewBox: `0 0 ${width} ${height}`,
            role: 'img',
            'aria-label': `Guess tree: ${this.tree.nodes.size - 1} guesses`,
            class: 'tree',
        });
        const at = (node) => ({ x: MARGIN + node.x * column + column / 2, y: MARGIN + node.y * LEVEL });
        const byId = new Map(layout.nodes.map((n) => [n.id, n]));
        for (const edge of layout.edges) {
            const a = at(byId.get(edge.from));
            const b = at(byId.get(edge.to));
            const child = byId.get(edge.to);
            svg.append(
                svgEl('path', {
                    d: `M${a.x},${a.y + NODE_H} C${a.x},${a.y + NODE_H + 14} ${b.x},${b.y - 14} ${b.x},${b.y}`,
                    class: `edge ${edge.kept ? 'kept' : ''} ${child.outcome === 'KEPT' ? '' : 'dim'}`,
                }),
            );
        }
        for (const node of layout.nodes) svg.append(this.nodeGroup(node, at(node)));

        const counts = treeCounts(this.tree, this.report);
        // The bivalue search draws its combinations in the same shape: a node fixes one more cell.
        const bivalue = this.report?.mode === 'bivalue';
        // Wide trees shrink to fit the column down to 80%, where labels are still readable, then scroll.
        svg.style.width = '100%';
        svg.style.maxWidth = `${width}px`;
        svg.style.minWidth = `${Math.round(width * 0.8)}px`;
        svg.style.height = 'auto';
        const scroller = el('div', { class: 'tree-scroll' }, svg);
        clearChildren(this.container);
        this.container.hidden = false;
        this.container.append(
            el('h2', {}, bivalue ? 'Bivalue combinations' : 'Guess tree'),
            el('p', { class: 'tree-legend' }, 'Kept path in bold, contradictions marked ✗, abandoned branches dimmed.'),
            scroller,
            el(
                'p',
                { class: 'tree-counts', id: 'tree-counts' },
                bivalue
                    ? `${counts.guesses} combinations · ${counts.contradictions} refuted · cells fixed at once: up to ${counts.depth}`
                    : `${counts.guesses} guesses · ${counts.rollbacks} roll-backs · depth ${counts.depth}`,
                layout.nodes.some((n) => n.hidden) ? ' · folded branches open on click' : '',
            ),
        );
        // Open on the start of the search: the root sits above the middle of its branches.
        const root = at(byId.get(0));
        if (focusId === null) scroller.scrollLeft = Math.max(0, (root.x / width) * scroller.scrollWidth - scroller.clientWidth / 2);
        if (focusId !== null) this.container.querySelector(`[data-guess="${focusId}"]`)?.focus();
    }

    nodeGroup(node, { x, y }) {
        const outcome = OUTCOME_WORD[node.outcome] ?? 'abandoned';
        const lines = [nodeLabel(node)];
        if (node.id !== 0) lines.push(`{${node.candidates.join(' ')}}`);
        if (node.hidden) lines.push(`+${node.hidden} more`);
        const label = node.id === 0 ? 'start' : `guess ${node.id}: ${node.cell} = ${node.value} of ${node.candidates.join(' ')}, ${outcome}`;
        const w = this.nodeW;
        const group = svgEl('g', {
            class: `node ${outcome}${node.hidden ? ' folded' : ''}`,
            'data-guess': node.id,
            'data-outcome': outcome,
            transform: `translate(${x - w / 2},${y})`,
            tabindex: node.canToggle ? 0 : null,
            role: node.canToggle ? 'button' : null,
            'aria-expanded': node.canToggle ? String(!node.hidden) : null,
            'aria-label': node.hidden ? `${label}, ${node.hidden} guesses folded` : label,
        });
        group.append(svgEl('rect', { width: w, height: NODE_H, rx: 6 }));
        // The lines centred in the box: a baseline sits about 11 px below the top of its line.
        const top = (NODE_H - lines.length * LINE) / 2 + 11;
        lines.forEach((line, i) => {
            group.append(svgEl('text', { x: w / 2, y: top + i * LINE, class: i ? 'sub' : 'main' }, line));
        });
        if (node.outcome === 'CONTRADICTION') {
            group.append(svgEl('text', { x: w - 8, y: NODE_H - 5, class: 'mark' }, '✗'));
        }
        if (node.canToggle) {
            const toggle = () => this.toggle(node.id);
            group.addEventListener('click', toggle);
            group.addEventListener('keydown', (event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    toggle();
                }
            });
        }
        return group;
    }
}

// Small DOM helpers shared by the views: building elements without innerHTML (nothing the
// server or a pasted file says is ever parsed as markup).

const SVG_NS = 'http://www.w3.org/2000/svg';

/** el('button', { id: 'x', class: 'a', onclick: f }, 'text', child) */
export function el(tag, attrs = {}, ...children) {
    return fill(document.createElement(tag), attrs, children);
}

export function svgEl(tag, attrs = {}, ...children) {
    return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

export function byId(id) {
    return document.getElementById(id);
}

/** Disables a button while its work runs; a disabled button loses the focus, which comes back after. */
export function busy(button) {
    const had = document.activeElement === button;
    button.disabled = true;
    return () => {
        button.disabled = false;
        if (had && document.activeElement === document.body) button.focus();
    };
}

export function clearChildren(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
}

function fill(node, attrs, children) {
    for (const [name, value] of Object.entries(attrs)) {
        if (value === null || value === undefined || value === false) continue;
        if (name.startsWith('on') && typeof value === 'function') node.addEventListener(name.slice(2), value);
        else if (name === 'text') node.textContent = value;
        else node.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children.flat()) {
        if (child === null || child === undefined || child === false) continue;
        node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
}

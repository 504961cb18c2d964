// What a link asked for and did not get, said after "Puzzle opened from the link" rather than dropped
// without a word: a box shape that is not one or does not fit the puzzle's size (the puzzle opens in
// its size's own boxes instead), any parameter besides the puzzle (p) and its boxes (box), and a second,
// different puzzle after ? when one follows # (the one opened).

import { boxText, defaultBox } from './layout.js';

/** A sentence for each part of a link (share.js's { box, others, ignored }) not used for a puzzle of `size`, each after a space; '' when all were. */
export function linkNotes({ box, others = [], ignored = null }, size) {
    const own = boxText(defaultBox(size));
    const notes = [];
    const shape = /^(\d+)x(\d+)$/i.exec(String(box ?? '').trim());
    if (box != null && !shape) notes.push(`box=${box} was not used: a box is written rows x columns, such as ${own}, so the puzzle has ${own} boxes.`);
    const cells = shape ? Number(shape[1]) * Number(shape[2]) : size;
    if (cells !== size) {
        notes.push(`box=${box} was not used: ${shape[1]}x${shape[2]} boxes hold ${cells} cells and a ${size}x${size} puzzle's boxes hold ${size}, so it has ${own} boxes.`);
    }
    for (const [name, value] of others) notes.push(`${name}=${value} was not used: a link names a puzzle (p) and its boxes (box) only.`);
    const said = notes.map((note) => ` The link's ${note}`).join('');
    return ignored ? `${said} The link names two different puzzles: the one after # was opened, and the one after ? was ignored.` : said;
}

// Digit symbols and cell names: the words a person reads (digit "A", cell "r3c7"),
// turned into the numbers the page computes with (digit 10, cell index 20) and back.
// Digits are 1..N; cells are 0-based indices row * N + col, never shown to people.

// The readers' and writers' default style: 1-9 then A-Z, so one character per digit up to 35.
const ALPHABET = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// Characters a puzzle line may use for an empty cell: those the server's readers take.
const BLANKS = '.0_ xX*';

export function symbolOf(digit) {
    return ALPHABET[digit - 1];
}

export function symbolsFor(size) {
    return ALPHABET.slice(0, size).split('');
}

/** The digit a typed or pasted character stands for in a grid of this size, or 0 when none. */
export function digitOf(ch, size) {
    if (typeof ch !== 'string' || ch.length !== 1) return 0;
    const index = ALPHABET.indexOf(ch.toUpperCase());
    return index >= 0 && index < size ? index + 1 : 0;
}

export function isBlank(ch) {
    return ch.length === 1 && BLANKS.includes(ch);
}

export function cellName(cell, size) {
    return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** The index of a cell named like "r3c7" (case-insensitive), or -1 when the name is not one of this grid. */
export function cellIndex(name, size) {
    const match = /^r(\d+)c(\d+)$/i.exec(String(name).trim());
    if (!match) return -1;
    const row = Number(match[1]) - 1;
    const col = Number(match[2]) - 1;
    return row >= 0 && row < size && col >= 0 && col < size ? row * size + col : -1;
}

/** Every cell name in a sentence, in order of appearance, without repeats ("r4c5 has no candidate"). */
export function cellsNamedIn(text, size) {
    const found = [];
    for (const match of String(text ?? '').matchAll(/\br(\d+)c(\d+)\b/gi)) {
        const cell = cellIndex(match[0], size);
        if (cell >= 0 && !found.includes(cell)) found.push(cell);
    }
    return found;
}

/** Digits of a bit mask (bit d-1 set = digit d), ascending. */
export function digitsOf(mask) {
    const digits = [];
    for (let d = 1; mask >>> (d - 1); d++) {
        if (mask & (1 << (d - 1))) digits.push(d);
    }
    return digits;
}

export function bit(digit) {
    return 1 << (digit - 1);
}

export function allDigits(size) {
    // Masks are plain numbers under JavaScript's 32-bit bit operators: exact up to 30 digits,
    // which covers every size the page offers (25 at most).
    return (1 << size) - 1;
}


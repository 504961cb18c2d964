// The server's HTTP API (same origin, JSON over fetch). Every failure becomes an ApiError whose
// message can be shown as it is: the server's own "error" text when it sent one.
//
// Every answer is about the puzzle on the board when it was asked. A switch of puzzle (rules, size,
// a new or loaded puzzle) calls forgetAnswersInFlight: the requests still running are cancelled and
// any answer that still arrives rejects with a StaleAnswer, which the panels show nowhere. One
// mechanism here serves every panel, instead of each checking whether its answer still applies.

export class ApiError extends Error {
    constructor(message, status = 0, field = null) {
        super(message);
        this.status = status;
        this.field = field;
    }
}

/** The rejection of a request asked about a puzzle the board no longer shows: not an error to show. */
export class StaleAnswer extends Error {
    constructor() {
        super('The answer was about a puzzle no longer on the board.');
    }
}

// The requests of the puzzle on the board share this controller; forgetting them aborts it.
let inFlight = new AbortController();

/** Cancels every request still running: a new puzzle replaces the one they were asked about. */
export function forgetAnswersInFlight() {
    inFlight.abort();
    inFlight = new AbortController();
}

export function getLayout(size, box) {
    return request(`/api/layout?size=${encodeURIComponent(size)}&box=${encodeURIComponent(box)}`, { method: 'GET' });
}

/** The levels new puzzles can have, per size and for variants: asked once, whatever the board. */
export function getLevels() {
    return request('/api/levels', { method: 'GET' }, true);
}

/**
 * POST of a JSON body, answered with JSON. `outlivesPuzzle` marks a request about no puzzle on the
 * board (adding a file to the bank), which a switch of puzzle does not cancel.
 */
export function post(path, body, { outlivesPuzzle = false } = {}) {
    return request(
        path,
        {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify(body),
        },
        outlivesPuzzle,
    );
}

/** POST of raw bytes (a photo, as a File or Blob), answered with JSON. */
export function postBytes(path, blob) {
    return request(path, {
        method: 'POST',
        headers: { 'Content-Type': blob.type || 'application/octet-stream', Accept: 'application/json' },
        body: blob,
    });
}

/** POST answered with a file (the PDF booklet): returns a Blob. */
export async function postForBlob(path, body) {
    // The booklet is of the visit's puzzles, not of the board's: a switch of puzzle does not cancel it.
    const response = await send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
    });
    if (!response.ok) throw await errorOf(response);
    return response.blob();
}

async function request(path, init, outlivesPuzzle = false) {
    const signal = outlivesPuzzle ? new AbortController().signal : inFlight.signal;
    const response = await send(path, { ...init, signal });
    try {
        if (!response.ok) throw await errorOf(response);
        try {
            return await response.json();
        } catch {
            throw new ApiError('The server answered with something that is not JSON.', response.status);
        }
    } finally {
        // The body is read after the headers came: a switch in between makes the answer stale too.
        if (signal.aborted) throw new StaleAnswer();
    }
}

/** Not "reload the page": the next request finds the server again by itself. */
export const SERVER_UNREACHABLE =
    'The server cannot be reached: your board stays here. Start it with "sudoku serve" (or wait for it) and try again.';

// A busy server (503: every worker computing) is asked twice more, a moment apart.
async function send(path, init, waits = [700, 1500]) {
    let response;
    try {
        response = await fetch(path, init);
    } catch (error) {
        if (init.signal?.aborted) throw new StaleAnswer();
        throw new ApiError(SERVER_UNREACHABLE);
    }
    if (response.status !== 503 || !waits.length) return response;
    await new Promise((done) => setTimeout(done, waits[0]));
    if (init.signal?.aborted) throw new StaleAnswer();
    return send(path, init, waits.slice(1));
}

async function errorOf(response) {
    let body = null;
    try {
        body = await response.json();
    } catch {
        // Not JSON: the status line says enough.
    }
    if (body?.error) return new ApiError(body.error, response.status, body.field ?? null);
    if (response.status === 503) return new ApiError('The server is busy; try again in a moment.', 503);
    if (response.status === 413) return new ApiError('The puzzle text is too large for the server.', 413);
    return new ApiError(`The server answered ${response.status} ${response.statusText}.`, response.status);
}

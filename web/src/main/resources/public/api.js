// The server's HTTP API (same origin, JSON over fetch). Every failure becomes an ApiError whose
// message can be shown as it is: the server's own "error" text when it sent one.

export class ApiError extends Error {
    constructor(message, status = 0, field = null) {
        super(message);
        this.status = status;
        this.field = field;
    }
}

export function getLayout(size, box) {
    return request(`/api/layout?size=${encodeURIComponent(size)}&box=${encodeURIComponent(box)}`, { method: 'GET' });
}

export function post(path, body) {
    return request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
    });
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
    const response = await send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
    });
    if (!response.ok) throw await errorOf(response);
    return response.blob();
}

async function request(path, init) {
    const response = await send(path, init);
    if (!response.ok) throw await errorOf(response);
    try {
        return await response.json();
    } catch {
        throw new ApiError('The server answered with something that is not JSON.', response.status);
    }
}

// A busy server (503: every worker computing) is asked twice more, a moment apart.
async function send(path, init, waits = [700, 1500]) {
    let response;
    try {
        response = await fetch(path, init);
    } catch {
        throw new ApiError('The server cannot be reached. Start it with "sudoku serve" and reload the page.');
    }
    if (response.status !== 503 || !waits.length) return response;
    await new Promise((done) => setTimeout(done, waits[0]));
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

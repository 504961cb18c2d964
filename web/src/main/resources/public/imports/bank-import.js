// Adding a file of puzzles to the bank: read here, refused before sending when larger than the
// server reads, then each entry's outcome summed up under the button (the skipped ones with
// their reasons) and in a short line on the status line.

import * as app from '../controller.js';
import { byId } from '../dom.js';
import { BODY_LIMIT_BYTES, importBytes, importPuzzles } from './bank-import-request.js';
import { importHeadline, importSummary, tooLargeText } from './bank-import-text.js';

/** Handles the bank's file input once a file is chosen (panels.js fetches this module then). */
export async function importBankFile(event) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    // The size on disk is known before reading: a huge file is not even read.
    const text = file.size > BODY_LIMIT_BYTES ? null : await file.text();
    const bytes = text === null ? file.size : importBytes(text, file.name);
    if (bytes > BODY_LIMIT_BYTES) {
        show(tooLargeText(file.name, bytes, BODY_LIMIT_BYTES), 'error');
        app.message(`${file.name} was not sent: it is too large.`, 'error');
        return;
    }
    input.disabled = true;
    show('');
    app.message(`Adding ${file.name} to the bank…`);
    try {
        const reports = await importPuzzles(text, file.name);
        show(importSummary(reports), 'success');
        app.message(`${file.name}: ${importHeadline(reports)}.`, 'success');
    } catch (error) {
        show(error.message, 'error');
        app.errorMessage(error);
    } finally {
        input.disabled = false;
    }
}

function show(text, kind = 'info') {
    const out = byId('bank-summary');
    out.textContent = text;
    out.dataset.kind = kind;
}

// The Photo button: a picture of a printed puzzle (a file, or the phone's camera through the file
// input's capture attribute) sent to /api/import; the grid read is loaded as the givens, open for
// correction, the cells read with low confidence marked until each is changed or play starts.

import * as app from '../controller.js';
import { postBytes } from '../api.js';
import { parsePuzzle } from '../parse.js';
import { PHOTO_LIMIT_BYTES, cellsToCheck, photoKind, photoSummary, tooLargePhotoText } from './photo-text.js';

/** Handles the photo input once a picture is chosen (panels.js fetches this module then). */
export async function importPhoto(event) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (file.size > PHOTO_LIMIT_BYTES) {
        app.message(tooLargePhotoText(file.name, file.size), 'error');
        return;
    }
    input.disabled = true;
    app.switchPuzzle();
    app.message(`Reading the puzzle in ${file.name}…`);
    try {
        const report = await postBytes('/api/import', file);
        const read = report.puzzle ? parsePuzzle(report.puzzle) : null;
        if (!read || read.error) {
            app.message(photoSummary(report, file.name), 'error');
            return;
        }
        // Open for correcting: a digit typed is a given, and the timer waits for Start playing.
        await app.loadPuzzle(read.size, read.values, report.box, { editing: true });
        app.state.toCheck = new Set(cellsToCheck(report));
        app.render();
        app.message(photoSummary(report, file.name), photoKind(report));
        app.focusSelected();
    } catch (error) {
        app.errorMessage(error);
    } finally {
        input.disabled = false;
    }
}

-- The puzzles of the bank. Portable SQL: the same script runs on SQLite and PostgreSQL; the key column is
-- the one difference and comes from the placeholder id_column (see Migrations).
-- Times are ISO-8601 instants as text (UTC, milliseconds): the one type both databases share unchanged.
CREATE TABLE puzzle (
    id ${id_column},
    size INTEGER NOT NULL,
    box_rows INTEGER NOT NULL,
    box_cols INTEGER NOT NULL,
    puzzle TEXT NOT NULL,
    solution TEXT NOT NULL,
    -- Unique so the database itself refuses a second copy, whichever process writes it.
    canonical TEXT NOT NULL UNIQUE,
    -- Sudoku Explainer ratings. DOUBLE PRECISION, not REAL: PostgreSQL's REAL is 4 bytes and reads 7.2 back
    -- as 7.199999809.
    er DOUBLE PRECISION NOT NULL,
    ep DOUBLE PRECISION NOT NULL,
    ed DOUBLE PRECISION NOT NULL,
    hodoku_score INTEGER NOT NULL,
    level TEXT NOT NULL,
    clues INTEGER NOT NULL,
    symmetry TEXT NOT NULL,
    -- A file name, or 'generator'.
    source TEXT NOT NULL,
    source_line INTEGER,
    seed BIGINT,
    added_at TEXT NOT NULL
);

-- Random picks and counts by size and level are index range lookups (see RandomPick).
CREATE INDEX puzzle_by_size_level ON puzzle (size, level, id);

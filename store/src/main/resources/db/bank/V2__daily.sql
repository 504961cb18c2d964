-- The puzzle of the day, remembered once chosen so it stays the same for everyone.
-- day is 'YYYY-MM-DD' text: both databases compare it correctly and no date type conversion is involved.
CREATE TABLE daily (
    day TEXT NOT NULL,
    size INTEGER NOT NULL,
    level TEXT NOT NULL,
    puzzle_id BIGINT NOT NULL REFERENCES puzzle (id),
    PRIMARY KEY (day, size, level)
);

package dev.sudoku.web;

import dev.sudoku.bank.LevelTopUp;
import dev.sudoku.store.PuzzleRepository;

/**
 * The bank behind the page's new and daily puzzles and its imports, with the background filler that keeps
 * every level stocked. The server does not own it: whoever opened the bank closes it.
 */
public record WebBank(PuzzleRepository puzzles, LevelTopUp topUp) {}

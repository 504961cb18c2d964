package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class TempDirectoriesTest {
    @Test
    void a_directory_goes_with_its_files_and_subdirectories() throws Exception {
        Path dir = Files.createTempDirectory("sudoku-temp-test");
        Files.writeString(dir.resolve("a.txt"), "a");
        Path sub = Files.createDirectories(dir.resolve("sub/deeper"));
        Files.writeString(sub.resolve("b.txt"), "b");

        TempDirectories.delete(dir);

        assertThat(dir).doesNotExist();
    }
}

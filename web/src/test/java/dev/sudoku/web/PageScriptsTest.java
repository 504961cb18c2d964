package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page's pure logic (grid model, pasted text, undo/redo, step drawing, guess tree) is tested by its
 * own scripts under {@code src/test/js} with Node's built-in runner; this runs them in the build, so a
 * failing script fails {@code ./mvnw verify} like any Java test.
 */
class PageScriptsTest {
    @Test
    void the_page_scripts_pass_their_node_tests() throws IOException, InterruptedException {
        Path scripts = Path.of("src", "test", "js");
        List<String> files;
        try (Stream<Path> listed = Files.list(scripts)) {
            files = listed.map(Path::toString)
                    .filter(name -> name.endsWith(".test.mjs"))
                    .sorted()
                    .toList();
        }
        assertThat(files).as("test scripts under " + scripts).isNotEmpty();
        List<String> command =
                Stream.concat(Stream.of("node", "--test"), files.stream()).toList();
        Process node = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(node.waitFor(5, TimeUnit.MINUTES)).as("node finished").isTrue();
        assertThat(node.exitValue()).as(output).isZero();
        // Node's summary counts what ran: every file contributed tests and none failed.
        assertThat(output).containsPattern("# pass [1-9]").contains("# fail 0");
    }
}

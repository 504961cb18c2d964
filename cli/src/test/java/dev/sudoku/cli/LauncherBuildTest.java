package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./sudoku} script's build on first use, in a copy of the project whose Maven and Java are
 * stand-ins: the build writes a jar a second later and fails when another build is under way (two real
 * ones writing one jar left it empty for good), and Java runs a jar only when it is whole; and the class-data
 * archive made after a build, from the class lists of the training runs.
 */
class LauncherBuildTest {
    @TempDir
    Path dir;

    private static final Path SCRIPT = Path.of("..", "sudoku").toAbsolutePath().normalize();

    private static final String MAVEN =
            """
            #!/usr/bin/env bash
            cd "$(dirname "$0")"
            if ! mkdir building 2>/dev/null; then echo "two builds at once" >&2; exit 1; fi
            echo build >> builds.log
            sleep 1
            if [ -e fail-once ]; then rm fail-once; printf part > cli/target/sudoku.jar; rmdir building; exit 1; fi
            printf whole > cli/target/sudoku.jar
            rmdir building
            """;

    private static final String JAVA =
            """
            #!/usr/bin/env bash
            case "$*" in *DumpLoadedClassList*) exit 1 ;; esac
            for arg; do [ "$previous" = -jar ] && jar="$arg"; previous="$arg"; done
            [ "$(cat "$jar" 2>/dev/null)" = whole ] || { echo "Invalid or corrupt jarfile $jar" >&2; exit 1; }
            if [ "${*: -1}" = - ]; then cat > /dev/null; fi
            echo "ran ${*: -1}"
            """;

    /**
     * A Java that lists, for a training run, one class every run loads and one named after the command, archives
     * a class list by copying it, and names the archive a run was given.
     */
    private static final String TRAINING_JAVA =
            """
            #!/usr/bin/env bash
            for arg; do
              case "$arg" in
                -XX:DumpLoadedClassList=*) list="${arg#*=}" ;;
                -XX:SharedClassListFile=*) classes="${arg#*=}" ;;
                -XX:SharedArchiveFile=*) archive="${arg#*=}" ;;
              esac
              [ "$previous" = -jar ] && jar="$arg"
              [ -n "$jar" ] && [ "$previous" = "$jar" ] && [ -z "$command" ] && command="$arg"
              previous="$arg"
            done
            if [ -n "$list" ]; then printf 'Shared\n%s\n' "$command" > "$list"; exit 0; fi
            if [ -n "$classes" ]; then cp "$classes" "$archive"; exit 0; fi
            echo "ran $command with archive ${archive##*/}"
            """;

    /** A Java that runs only a whole jar, lists no classes, and names the temporary folder it was given. */
    private static final String TMPDIR_JAVA =
            """
            #!/usr/bin/env bash
            case "$*" in *DumpLoadedClassList*) exit 1 ;; esac
            for arg; do
              [ "$previous" = -jar ] && jar="$arg"
              case "$arg" in -Djava.io.tmpdir=*) tmp="${arg#*=}" ;; esac
              previous="$arg"
            done
            [ "$(cat "$jar" 2>/dev/null)" = whole ] || exit 1
            echo "temporary files in ${tmp:-the default}"
            """;

    /** A Java that runs only a whole jar, lists no classes, and names the argument files and options it was given. */
    private static final String OPTIONS_JAVA =
            """
            #!/usr/bin/env bash
            case "$*" in *DumpLoadedClassList*) exit 1 ;; esac
            given=()
            for arg; do
              [ "$previous" = -jar ] && jar="$arg"
              case "$arg" in
                @*) given+=("${arg##*/}") ;;
                -XX:+Use*GC | -Xm* | -XX:TieredStopAtLevel=* | -XX:+UseTransparentHugePages) given+=("$arg") ;;
              esac
              previous="$arg"
            done
            [ "$(cat "$jar" 2>/dev/null)" = whole ] || exit 1
            echo "${given[*]}"
            """;

    /** Whether this machine's kernel gives transparent huge pages on request, as {@code ./sudoku} reads it. */
    private static final boolean HUGE_PAGES_GIVEN = BenchSpeed.hugePagesOnRequest();

    private static Shell project(Path dir) throws Exception {
        return project(dir, JAVA);
    }

    private static Shell project(Path dir, String java) throws Exception {
        Path project = Files.createDirectories(dir.resolve("project"));
        Files.copy(SCRIPT, project.resolve("sudoku"), StandardCopyOption.COPY_ATTRIBUTES);
        executable(project.resolve("mvnw"), MAVEN);
        executable(Files.createDirectories(dir.resolve("bin")).resolve("java"), java);
        Files.createDirectories(project.resolve("cli/src/main/java"));
        Files.writeString(project.resolve("cli/src/main/java/Source.java"), "class Source {}\n");
        return new Shell(dir);
    }

    private static void executable(Path file, String text) throws Exception {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static String run(String command) {
        return "PATH=\"$PWD/bin:$PATH\" project/sudoku " + command;
    }

    @Test
    void both_ends_of_a_pipe_that_find_the_jar_stale_build_it_once_and_run() throws Exception {
        Shell shell = project(dir);

        Shell.Result result = shell.run(run("generate") + " | " + run("rate -"));
        Shell.Result next = shell.run(run("solve"));

        assertThat(result.err()).doesNotContain("two builds at once", "corrupt");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).isEqualTo("ran -\n");
        assertThat(Files.readAllLines(dir.resolve("project/builds.log"))).hasSize(1);
        assertThat(next.out()).isEqualTo("ran solve\n");
    }

    @Test
    void a_failed_build_leaves_no_jar_and_the_next_run_builds_again() throws Exception {
        Shell shell = project(dir);
        Files.writeString(dir.resolve("project/fail-once"), "");

        Shell.Result failed = shell.run(run("solve"));
        boolean jarLeft = Files.exists(dir.resolve("project/cli/target/sudoku.jar"));
        Shell.Result next = shell.run(run("solve"));

        assertThat(failed.exitCode()).isEqualTo(1);
        assertThat(failed.err()).contains("the build failed");
        assertThat(jarLeft).isFalse();
        assertThat(next.exitCode()).as(next.err()).isZero();
        assertThat(next.out()).isEqualTo("ran solve\n");
    }

    @Test
    void an_empty_jar_newer_than_every_source_is_built_again() throws Exception {
        Shell shell = project(dir);
        Path jar = Files.createDirectories(dir.resolve("project/cli/target")).resolve("sudoku.jar");
        Files.writeString(jar, "");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));

        Shell.Result result = shell.run(run("solve"));

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).isEqualTo("ran solve\n");
    }

    @Test
    void a_main_source_newer_than_the_jar_builds_again_and_a_test_source_does_not() throws Exception {
        Shell shell = project(dir);
        Shell.Result first = shell.run(run("solve"));
        Path jar = dir.resolve("project/cli/target/sudoku.jar");
        Instant built = Files.getLastModifiedTime(jar).toInstant();
        Path test = Files.createDirectories(dir.resolve("project/cli/src/test/java"))
                .resolve("SourceTest.java");
        Files.writeString(test, "class SourceTest {}\n");
        Files.setLastModifiedTime(test, FileTime.from(built.plusSeconds(5)));

        Shell.Result afterTest = shell.run(run("solve"));
        int buildsAfterTest =
                Files.readAllLines(dir.resolve("project/builds.log")).size();
        Path main = dir.resolve("project/cli/src/main/java/Source.java");
        Files.setLastModifiedTime(main, FileTime.from(built.plusSeconds(5)));
        Shell.Result afterMain = shell.run(run("solve"));

        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(afterTest.out()).isEqualTo("ran solve\n");
        assertThat(buildsAfterTest).as("builds after a test source changed").isEqualTo(1);
        assertThat(afterMain.out()).isEqualTo("ran solve\n");
        assertThat(Files.readAllLines(dir.resolve("project/builds.log")))
                .as("builds after a main source changed")
                .hasSize(2);
    }

    @Test
    void the_class_data_archive_joins_the_classes_of_every_training_run_each_once() throws Exception {
        Shell shell = project(dir, TRAINING_JAVA);

        Shell.Result result = shell.run(run("solve"));

        Path target = dir.resolve("project/cli/target");
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).isEqualTo("ran solve with archive sudoku.jsa\n");
        assertThat(Files.readAllLines(target.resolve("sudoku.jsa")))
                .containsExactly("Shared", "solve", "explain", "rate", "hint", "generate");
        try (var left = Files.list(target)) {
            assertThat(left.map(file -> file.getFileName().toString()))
                    .as("training files left behind")
                    .containsExactlyInAnyOrder("sudoku.jar", "sudoku.jsa", ".build.lock");
        }
    }

    @Test
    void a_collector_the_caller_chose_replaces_the_memory_options_alone() throws Exception {
        Shell shell = project(dir, OPTIONS_JAVA);

        Shell.Result plain = shell.run(run("explain"));
        Shell.Result collector = shell.run("SUDOKU_JAVA_OPTS=-XX:+UseG1GC " + run("explain"));
        Shell.Result young = shell.run("SUDOKU_JAVA_OPTS=-Xmn256m " + run("rate"));
        Shell.Result server = shell.run(run("serve"));
        Shell.Result serverSized = shell.run("SUDOKU_JAVA_OPTS=-Xmx1g " + run("serve"));
        Shell.Result serverCollector = shell.run("SUDOKU_JAVA_OPTS=-XX:+UseG1GC " + run("serve"));
        Shell.Result bench = shell.run(run("bench"));

        // Huge pages are asked for where this machine's kernel gives them on request; the caller's options come last.
        String pages = HUGE_PAGES_GIVEN ? " -XX:+UseTransparentHugePages" : "";
        assertThat(plain.exitCode()).as(plain.err()).isZero();
        assertThat(plain.out()).isEqualTo("command-line.options command-line-memory.options" + pages + "\n");
        assertThat(collector.out()).isEqualTo("command-line.options" + pages + " -XX:+UseG1GC\n");
        assertThat(young.out()).isEqualTo("command-line.options" + pages + " -Xmn256m\n");
        assertThat(server.out()).as("the server's own memory file alone").isEqualTo("server-memory.options\n");
        assertThat(serverSized.out()).as("a heap size the caller chose").isEqualTo("-Xmx1g\n");
        assertThat(serverCollector.out()).isEqualTo("-XX:+UseG1GC\n");
        assertThat(bench.out()).as("the benchmarks keep the JVM's defaults").isEqualTo("\n");
    }

    @Test
    void a_command_of_typed_puzzles_alone_runs_on_the_quick_compiler() throws Exception {
        Shell shell = project(dir, OPTIONS_JAVA);
        Files.writeString(dir.resolve("puzzles.txt"), "1.3.4.2.2.4.3.1.\n");
        String puzzle = "1.3.4.2.2.4.3.1.";
        // Each command line, and whether it runs on the quick compiler alone.
        Map<String, Boolean> quickly = new LinkedHashMap<>();
        for (String command : List.of("solve", "explain", "hint", "rate", "validate", "print -o booklet.pdf")) {
            quickly.put(command + " " + puzzle, true);
        }
        quickly.put("print -o booklet.pdf puzzles.txt", false);
        quickly.put("hint --format json --level 2 " + puzzle + " 2.4.3.1.1.3.4.2.", true);
        quickly.put("hint --position 1234123412341234", true);
        quickly.put("hint puzzles.txt", false);
        quickly.put("explain " + puzzle + " puzzles.txt", false);
        quickly.put("hint --position=puzzles.txt", false);
        quickly.put("rate --format json", false);
        quickly.put("solve --search bivalue --depth 2", false);
        quickly.put("rate --levels fiendish=6.0,diabolical=8.5", false);
        quickly.put("hint -", false);
        quickly.put("generate " + puzzle, false);

        for (Map.Entry<String, Boolean> entry : quickly.entrySet()) {
            String expected = "command-line.options command-line-memory.options"
                    + (HUGE_PAGES_GIVEN ? " -XX:+UseTransparentHugePages" : "")
                    + (entry.getValue() ? " -XX:TieredStopAtLevel=1" : "") + "\n";
            assertThat(shell.run(run(entry.getKey())).out()).as(entry.getKey()).isEqualTo(expected);
        }
    }

    @Test
    void temporary_files_go_to_the_folder_tmpdir_names_unless_the_java_options_name_one() throws Exception {
        Shell shell = project(dir, TMPDIR_JAVA);
        Path folder = Files.createDirectories(dir.resolve("my temp"));

        Shell.Result named = shell.run("TMPDIR=\"$PWD/my temp\" " + run("solve"));
        Shell.Result missing = shell.run("TMPDIR=\"$PWD/no such folder\" " + run("solve"));
        Shell.Result unset = shell.run("unset TMPDIR; " + run("solve"));
        Shell.Result chosen =
                shell.run("TMPDIR=\"$PWD/my temp\" SUDOKU_JAVA_OPTS=-Djava.io.tmpdir=/chosen " + run("solve"));

        assertThat(named.exitCode()).as(named.err()).isZero();
        assertThat(named.out()).isEqualTo("temporary files in " + folder + "\n");
        assertThat(missing.out()).isEqualTo("temporary files in the default\n");
        assertThat(unset.out()).isEqualTo("temporary files in the default\n");
        assertThat(chosen.out()).as("an option the caller gave Java wins").isEqualTo("temporary files in /chosen\n");
    }
}

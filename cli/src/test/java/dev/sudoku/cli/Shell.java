package dev.sudoku.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the command line as a real process, from a bash script, so the tests can give it what only a
 * shell can: a closed standard input, a full disk as standard output, pipes whose reader goes away.
 * {@code sudoku} in the script is this build's command (the test class path, no jar needed).
 */
final class Shell {
    private final Path dir;

    /** A shell whose JVMs start fast (C1 only): for runs of small inputs, where start-up is the cost. */
    Shell(Path dir) {
        this(dir, "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
    }

    /** A shell whose JVMs take the given options. */
    Shell(Path dir, String jvmOptions) {
        this(dir, jvmOptions, System.getProperty("java.class.path"));
    }

    private Shell(Path dir, String jvmOptions, String classPath) {
        this.dir = dir;
        Path launcher = dir.resolve("sudoku");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // The test JVM's temporary folder (the build's, under target) for the runs' too: SQLite's native
        // library and Spark's folders, which a run killed part-way never removes, stay out of /tmp.
        String script = "#!/usr/bin/env bash\nexec '" + java + "' " + jvmOptions + " '-Djava.io.tmpdir="
                + System.getProperty("java.io.tmpdir") + "' -cp '" + classPath + "' " + Main.class.getName()
                + " \"$@\"\n";
        try {
            Files.writeString(launcher, script, StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A shell whose {@code sudoku} runs the Spark engine in-process, as {@code ./sudoku ... --engine spark}
     * does: Spark's jars (listed by the spark module's package phase, which a whole build runs before this
     * module's tests) first, then the spark module's job jar, then this build's classes, with Spark's module
     * flags from spark/pom.xml.
     */
    static Shell withSpark(Path dir) {
        Path spark = Path.of("..", "spark").toAbsolutePath().normalize();
        Path sparkClassPath = spark.resolve("target/spark.classpath");
        Path sparkJar = spark.resolve("target/sudoku-spark.jar");
        if (!Files.isRegularFile(sparkClassPath) || !Files.isRegularFile(sparkJar)) {
            throw new AssertionError("the Spark engine is not built: " + sparkClassPath + " and " + sparkJar
                    + " come from the spark module's package phase (./mvnw verify runs it before this module)");
        }
        try {
            String pom = Files.readString(spark.resolve("pom.xml"));
            Matcher flags =
                    Pattern.compile("<spark.jvm.args>(.*)</spark.jvm.args>").matcher(pom);
            if (!flags.find()) {
                throw new AssertionError("spark/pom.xml names no spark.jvm.args");
            }
            // As ./sudoku starts it: the log configuration, and SLF4J told which of the providers on the class
            // path to use (the test class path has two), so it says nothing about them. On the quick compiler
            // alone: the tests' inputs are small, and a one-puzzle run then takes 7.5 s of CPU instead of 12.5 s.
            String options = flags.group(1) + " -XX:TieredStopAtLevel=1 -Dlog4j2.configurationFile="
                    + spark.resolve("local-log4j2.properties")
                    + " -Dslf4j.provider=org.apache.logging.slf4j.SLF4JServiceProvider -Dslf4j.internal.verbosity=WARN";
            String classPath = Files.readString(sparkClassPath).strip() + ":" + sparkJar + ":"
                    + System.getProperty("java.class.path");
            return new Shell(dir, options, classPath);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What a script printed and its exit code. */
    record Result(int exitCode, String out, String err, long millis) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    /**
     * How long a script may run before it is taken for hung: the README's slowest example (the 8x8
     * essentially different count) takes about 40 s on a quiet machine, twice that on a loaded one, and over
     * 180 s was seen at a load average of 10.
     */
    private static final long LIMIT_SECONDS = 300;

    /**
     * Runs a bash script in the shell's folder (which holds {@code ./sudoku}), within {@link #LIMIT_SECONDS}.
     * The script gets Ctrl-C's signal as a terminal's shell has it, even when the build itself was started
     * with it ignored (in the background by another script), which no shell can undo and which would keep
     * the tests of a stopped run from stopping it.
     */
    Result run(String script) {
        try {
            long start = System.nanoTime();
            Process process = new ProcessBuilder(
                            "env", "--default-signal=INT", "bash", "-c", "set -o pipefail; " + script)
                    .directory(dir.toFile())
                    .redirectOutput(dir.resolve(".out").toFile())
                    .redirectError(dir.resolve(".err").toFile())
                    .start();
            if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("still running after " + LIMIT_SECONDS + " s: " + script);
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            return new Result(
                    process.exitValue(),
                    Files.readString(dir.resolve(".out")),
                    Files.readString(dir.resolve(".err")),
                    millis);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    Path file(String name, byte[] content) {
        try {
            return Files.write(dir.resolve(name), content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Path file(String name, String content) {
        return file(name, content.getBytes(StandardCharsets.UTF_8));
    }
}

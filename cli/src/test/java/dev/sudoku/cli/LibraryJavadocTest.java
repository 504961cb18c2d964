package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library modules' API documentation builds, as a program that embeds them makes it ({@code javadoc}, or
 * a build's javadoc jar): with the doc comments checked (HTML, references, tags; a comment left out is not
 * an error), where one broken comment stops the whole run. A comment naming a method since renamed, or a
 * {@code <} in a formula, is found here rather than by the first person to publish the jars.
 */
class LibraryJavadocTest {
    @Test
    void the_library_modules_api_documentation_builds_without_errors(@TempDir Path out) throws Exception {
        List<String> libraries = LibraryModules.libraries();
        assertThat(libraries).contains("core", "logic", "generator", "api");
        String sourcePath = libraries.stream()
                .map(LibraryModules::sources)
                .filter(Files::isDirectory)
                .map(Path::toString)
                .collect(Collectors.joining(java.io.File.pathSeparator));

        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = new ArrayList<>(List.of(
                "-quiet",
                "-Xdoclint:all,-missing",
                "-d",
                out.toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "-sourcepath",
                sourcePath,
                "-subpackages",
                "dev.sudoku"));
        StringWriter said = new StringWriter();
        boolean built =
                javadoc.getTask(said, null, diagnostics, null, options, null).call();

        List<String> errors = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(LibraryJavadocTest::located)
                .toList();
        assertThat(errors).as("javadoc's errors").isEmpty();
        assertThat(built).as("javadoc's run: %s", said).isTrue();
        assertThat(out.resolve("dev/sudoku/core/Grid.html"))
                .as("the core's grid documented")
                .isRegularFile();
        assertThat(out.resolve("dev/sudoku/logic/LogicalSolver.html")).isRegularFile();
    }

    /** "core/src/main/java/.../BandSolver.java:29: malformed HTML", or the message alone when no file is named. */
    private static String located(Diagnostic<? extends JavaFileObject> diagnostic) {
        String message = diagnostic.getMessage(Locale.ROOT);
        return diagnostic.getSource() == null
                ? message
                : LibraryModules.ROOT.relativize(Path.of(diagnostic.getSource().toUri())) + ":"
                        + diagnostic.getLineNumber() + ": " + message;
    }
}

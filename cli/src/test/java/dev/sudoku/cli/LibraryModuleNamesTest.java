package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;

/**
 * Every library jar names its module for a modular application ({@code requires dev.sudoku.core;}) in
 * its manifest, as its root package: without the entry Java derives the name from the file name
 * ({@code sudoku.core}), which changes with a renamed jar. The applications and test kits are left out:
 * nothing requires them.
 */
class LibraryModuleNamesTest {
    @Test
    void every_library_module_declares_its_root_package_as_its_automatic_module_name() throws Exception {
        List<String> libraries = LibraryModules.libraries();

        assertThat(libraries).contains("core", "logic", "generator", "api", "count", "print");
        for (String module : libraries) {
            String name = automaticModuleName(module);
            assertThat(name).as("Automatic-Module-Name of %s's jar", module).isEqualTo("dev.sudoku." + module);
            assertThat(packages(module))
                    .as("%s's packages lie under its module name, so no two jars share a package", module)
                    .isNotEmpty()
                    .allMatch(p -> p.equals(name) || p.startsWith(name + "."));
        }
    }

    /** The entry the jar plugin writes into the module's main jar (empty when there is none). */
    private static String automaticModuleName(String module) throws Exception {
        return XPathFactory.newInstance()
                .newXPath()
                .evaluate(
                        "/project/build/plugins/plugin[artifactId='maven-jar-plugin']"
                                + "/executions/execution[id='default-jar']"
                                + "/configuration/archive/manifestEntries/Automatic-Module-Name",
                        LibraryModules.pom(LibraryModules.ROOT.resolve(module).resolve("pom.xml")))
                .strip();
    }

    /** The packages of the module's main classes, by their folders. */
    private static Set<String> packages(String module) throws Exception {
        Path sources = LibraryModules.sources(module);
        try (Stream<Path> files = Files.walk(sources)) {
            return files.filter(f -> f.toString().endsWith(".java"))
                    .map(f -> sources.relativize(f.getParent()).toString().replace('/', '.'))
                    .collect(java.util.stream.Collectors.toSet());
        }
    }
}

package dev.sudoku.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** The build's modules as the root pom lists them, and which of them are libraries a program embeds. */
final class LibraryModules {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** The modules that are run or test others, not embedded. */
    private static final Set<String> APPLICATIONS = Set.of("cli", "web", "bench", "spark", "fuzz", "jmh", "testkit");

    private LibraryModules() {}

    /** The library modules, in the root pom's order. */
    static List<String> libraries() throws Exception {
        NodeList nodes = (NodeList) XPathFactory.newInstance()
                .newXPath()
                .evaluate("/project/modules/module", pom(ROOT.resolve("pom.xml")), XPathConstants.NODESET);
        return Stream.iterate(0, i -> i < nodes.getLength(), i -> i + 1)
                .map(i -> nodes.item(i).getTextContent().strip())
                .filter(module -> !APPLICATIONS.contains(module))
                .toList();
    }

    /** The folder of the module's main sources. */
    static Path sources(String module) {
        return ROOT.resolve(module).resolve("src/main/java");
    }

    static Document pom(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }
}

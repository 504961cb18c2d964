package dev.sudoku.store;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The per-user directory where each platform expects applications to keep their data, with {@code sudoku}
 * appended: {@code $XDG_DATA_HOME/sudoku} (default {@code ~/.local/share/sudoku}) on Linux and other Unix
 * systems, {@code ~/Library/Application Support/sudoku} on macOS, {@code %APPDATA%\sudoku} on Windows
 * ({@code ~/.sudoku} when APPDATA is unset).
 */
final class DataDirectory {
    private static final String APP = "sudoku";

    private DataDirectory() {}

    static Path of(Map<String, String> env, Map<String, String> properties) {
        String os = properties.getOrDefault("os.name", "").toLowerCase(Locale.ROOT);
        Path home = Path.of(properties.getOrDefault("user.home", "."));
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            return appData == null || appData.isBlank()
                    ? home.resolve("." + APP)
                    : Path.of(appData).resolve(APP);
        }
        if (os.startsWith("mac") || os.startsWith("darwin")) {
            return home.resolve("Library").resolve("Application Support").resolve(APP);
        }
        // The XDG specification says a relative XDG_DATA_HOME is invalid and must be ignored.
        String xdg = env.get("XDG_DATA_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg).resolve(APP);
        }
        return home.resolve(".local").resolve("share").resolve(APP);
    }

    static Map<String, String> systemProperties() {
        return Map.of(
                "os.name", System.getProperty("os.name", ""),
                "user.home", System.getProperty("user.home", "."));
    }
}

package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BankLocationTest {
    private static final Map<String, String> LINUX = Map.of("os.name", "Linux", "user.home", "/home/ada");

    @Test
    void the_default_bank_is_in_the_xdg_data_home() {
        BankLocation location = BankLocation.resolve(Optional.empty(), Map.of("XDG_DATA_HOME", "/data/ada"), LINUX);

        assertThat(location).isEqualTo(BankLocation.SqliteFile.inDataDirectory(Path.of("/data/ada/sudoku/bank.db")));
    }

    @Test
    void without_xdg_data_home_the_default_bank_is_under_local_share() {
        assertThat(BankLocation.resolve(Optional.empty(), Map.of(), LINUX))
                .isEqualTo(BankLocation.SqliteFile.inDataDirectory(Path.of("/home/ada/.local/share/sudoku/bank.db")));
        assertThat(BankLocation.resolve(Optional.empty(), Map.of("XDG_DATA_HOME", "relative/dir"), LINUX))
                .isEqualTo(BankLocation.SqliteFile.inDataDirectory(Path.of("/home/ada/.local/share/sudoku/bank.db")));
    }

    @Test
    void macos_and_windows_use_their_own_data_directories() {
        Map<String, String> mac = Map.of("os.name", "Mac OS X", "user.home", "/Users/ada");
        Map<String, String> windows = Map.of("os.name", "Windows 11", "user.home", "/Users/ada");

        assertThat(BankLocation.resolve(Optional.empty(), Map.of(), mac).describe())
                .isEqualTo(Path.of("/Users/ada/Library/Application Support/sudoku/bank.db")
                        .toString());
        assertThat(BankLocation.resolve(Optional.empty(), Map.of("APPDATA", "/roaming"), windows))
                .isEqualTo(BankLocation.SqliteFile.inDataDirectory(Path.of("/roaming/sudoku/bank.db")));
        assertThat(BankLocation.resolve(Optional.empty(), Map.of(), windows))
                .isEqualTo(BankLocation.SqliteFile.inDataDirectory(Path.of("/Users/ada/.sudoku/bank.db")));
    }

    @Test
    void the_db_option_wins_over_the_environment_which_wins_over_the_default() {
        Map<String, String> env = Map.of("SUDOKU_DB", "/env/bank.db", "XDG_DATA_HOME", "/data/ada");

        assertThat(BankLocation.resolve(Optional.of("mine.db"), env, LINUX))
                .isEqualTo(new BankLocation.SqliteFile(Path.of("mine.db")));
        assertThat(BankLocation.resolve(Optional.empty(), env, LINUX))
                .isEqualTo(new BankLocation.SqliteFile(Path.of("/env/bank.db")));
        assertThat(BankLocation.resolve(Optional.of(" "), env, LINUX))
                .isEqualTo(new BankLocation.SqliteFile(Path.of("/env/bank.db")));
    }

    @Test
    void a_jdbc_sqlite_url_is_a_file() {
        assertThat(BankLocation.resolve(Optional.of("jdbc:sqlite:/srv/bank.db"), Map.of(), LINUX))
                .isEqualTo(new BankLocation.SqliteFile(Path.of("/srv/bank.db")));
    }

    @Test
    void a_jdbc_url_is_a_server_with_credentials_from_the_environment() {
        String url = "jdbc:postgresql://db.example:5432/sudoku";
        Map<String, String> env = Map.of(
                "SUDOKU_DB", url,
                "SUDOKU_DB_USER", "bank",
                "SUDOKU_DB_PASSWORD", "s3cret",
                "PGUSER", "other",
                "PGPASSWORD", "other");

        assertThat(BankLocation.resolve(Optional.empty(), env, LINUX))
                .isEqualTo(new BankLocation.Server(url, Optional.of("bank"), Optional.of("s3cret")));
        assertThat(BankLocation.resolve(Optional.of(url), Map.of("PGUSER", "pg", "PGPASSWORD", "pw"), LINUX))
                .isEqualTo(new BankLocation.Server(url, Optional.of("pg"), Optional.of("pw")));
        assertThat(BankLocation.resolve(Optional.of(url), Map.of(), LINUX))
                .isEqualTo(new BankLocation.Server(url, Optional.empty(), Optional.empty()));
    }

    @Test
    void a_server_is_described_without_its_password() {
        BankLocation.Server server = new BankLocation.Server(
                "jdbc:postgresql://db/sudoku?user=bank&password=s3cret&ssl=true",
                Optional.of("bank"),
                Optional.of("pw"));

        assertThat(server.describe()).isEqualTo("jdbc:postgresql://db/sudoku?user=bank&password=***&ssl=true");
        assertThat(server.toString()).doesNotContain("s3cret").doesNotContain("pw");
    }

    @Test
    void only_the_default_bank_is_made_on_first_use() {
        assertThat(BankLocation.resolve(Optional.empty(), Map.of(), LINUX))
                .isInstanceOfSatisfying(BankLocation.SqliteFile.class, file -> assertThat(file.madeOnFirstUse())
                        .isTrue());
        assertThat(BankLocation.resolve(Optional.of("mine.db"), Map.of(), LINUX))
                .isInstanceOfSatisfying(BankLocation.SqliteFile.class, file -> assertThat(file.madeOnFirstUse())
                        .isFalse());
    }

    @Test
    void a_url_that_is_not_a_jdbc_url_is_refused_saying_how_to_write_it() {
        assertThatThrownBy(() -> BankLocation.resolve(Optional.of("postgresql://localhost/x"), Map.of(), LINUX))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("write it as jdbc:postgresql://localhost/x");
        assertThat(BankLocation.resolve(Optional.of("C://banks/bank.db"), Map.of(), LINUX))
                .as("a drive letter is a path")
                .isInstanceOf(BankLocation.SqliteFile.class);
    }
}

package dev.sudoku.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Whether a database holds tables but no bank history: then it is some other program's database, and
 * making a bank in it would mix the two.
 *
 * <p>One listing of the tables decides both. Reading the history and then the tables, on two connections,
 * let another process's migration fall between the two reads (no tables at the first, the new bank's at
 * the second), and a bank that three processes opened at once looked foreign to one of them. Flyway makes
 * its history table before any script's, so a listing with a bank's tables in it has the history too.
 */
final class ForeignTables {
    static final String HISTORY_TABLE = "flyway_schema_history";

    private ForeignTables() {}

    static boolean present(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection();
                ResultSet tables = connection
                        .getMetaData()
                        .getTables(connection.getCatalog(), connection.getSchema(), "%", new String[] {"TABLE"})) {
            boolean any = false;
            while (tables.next()) {
                if (HISTORY_TABLE.equalsIgnoreCase(tables.getString("TABLE_NAME"))) {
                    return false;
                }
                any = true;
            }
            return any;
        } catch (SQLException e) {
            // Cannot list the tables: let Flyway try, and report in its words what stops it.
            return false;
        }
    }
}

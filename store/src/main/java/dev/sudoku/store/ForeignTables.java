package dev.sudoku.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Whether a database without a bank's history holds tables of its own: then it is some other program's
 * database, and making a bank in it would mix the two.
 */
final class ForeignTables {
    private ForeignTables() {}

    static boolean present(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection();
                ResultSet tables = connection
                        .getMetaData()
                        .getTables(connection.getCatalog(), connection.getSchema(), "%", new String[] {"TABLE"})) {
            return tables.next();
        } catch (SQLException e) {
            // Cannot list the tables: let Flyway try, and report in its words what stops it.
            return false;
        }
    }
}

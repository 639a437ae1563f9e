package training.data;

import engine.BuildInfo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The provenance of a file made from other data files ({@code qilin data merge}, {@code split}, {@code filter},
 * {@code shuffle}, {@code rescore}): the tool and its build, the tool's own settings, one {@code source-N} line a
 * source ({@code NAME sha256 HEX games G positions P}, in the order their games were read), then every entry
 * of the sources' provenance on which all of them agree (the commit, evaluation, nodes … that made the games),
 * so that a derived file still says how its games were played.
 */
final class Lineage {
    static final String TOOL_COMMIT = "tool-commit";
    private static final String SOURCE = "source-";

    private Lineage() {
    }

    static Provenance of(String generator, Map<String, String> own, List<ShardInfo> sources) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put(Provenance.GENERATOR, generator);
        p.put(TOOL_COMMIT, BuildInfo.COMMIT);
        p.putAll(own);
        for (int i = 0; i < sources.size(); i++) {
            ShardInfo s = sources.get(i);
            p.put(SOURCE + i, s.name() + " sha256 " + s.sha256() + " games " + s.report().games() + " positions "
                    + s.report().positions());
        }
        sources.get(0).report().provenance().entries().forEach((key, value) -> {
            if (!p.containsKey(key) && !key.matches("(source|skipped)-[0-9]+") && sources.stream()
                    .allMatch(s -> value.equals(s.report().provenance().get(key)))) {
                p.put(key, value);
            }
        });
        return Provenance.of(p);
    }
}

"""The reports: scenario results and their rollups (`results`), report.json (`report`), its renderings
(`renderings`: `markdown`, `html`, `junit`, `badge`), the terminal summary (`terminal`), gating and comparison
(`baseline`, `merge`) and the coverage views (`coverage`, `coverage_render`). Imports engines and corpus only."""

/**
 * What the statechart viewer draws on top of a chart (issue 7). Names come from machines/chartModel.ts: state nodes
 * by id, transitions by `transitionKey`.
 */
export interface ChartHighlight {
  /** State node ids active now (live and simulate modes). */
  active?: ReadonlySet<string>;
  /** Transitions taken by the last event (live and simulate modes). */
  lastTransitions?: ReadonlySet<string>;
  /** Coverage overlay: what the last model-based run covered; everything else is drawn red. */
  coverage?: { states: ReadonlySet<string>; transitions: ReadonlySet<string> } | null;
}

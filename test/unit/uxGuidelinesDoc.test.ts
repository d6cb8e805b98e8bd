/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UX_CHECKS } from '../support/uxChecks';

/**
 * docs/ux-guidelines.md as a reviewer reads it: the totals at its top are counted from its
 * table, every verdict is one of the four, and the rules it marks as checked name checks that
 * exist (test/support/uxChecks.ts), each check named by at least one rule.
 */
const DOC = join(__dirname, '..', '..', 'docs', 'ux-guidelines.md');

export const VERDICTS = ['Conforms', 'Partly', 'Does not', 'Does not apply'] as const;
type Verdict = (typeof VERDICTS)[number];

export interface Rule {
	id: string;
	page: string;
	rule: string;
	verdict: string;
	evidence: string;
}

/** The rows of the rule table (`| UX-1 | page | rule | verdict | evidence |`). */
export function ruleRows(markdown: string): Rule[] {
	return markdown
		.split('\n')
		.filter((line) => /^\| (UX|UI|SP|VG)-\d+ \|/.test(line))
		.map((line) => {
			const [id, page, rule, verdict, evidence] = line
				.slice(1, -1)
				.split(' | ')
				.map((cell) => cell.trim());
			return { id, page, rule, verdict, evidence };
		});
}

/** The totals line the table's rows give: "N rules: a conform, b partly, c do not, d do not apply." */
export function totalsLine(rules: Rule[]): string {
	const count = (verdict: Verdict) => rules.filter((rule) => rule.verdict === verdict).length;
	return `**${rules.length} rules: ${count('Conforms')} conform, ${count('Partly')} partly, ${count('Does not')} do not, ${count('Does not apply')} do not apply.**`;
}

/** The checks (`UX_CHECKS` names) a rule's evidence names in backticks after "checked by". */
export function checksNamed(evidence: string): string[] {
	const after = /[Cc]hecked by (.*)$/.exec(evidence)?.[1] ?? '';
	return [...after.matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]);
}

describe('docs/ux-guidelines.md', () => {
	const markdown = readFileSync(DOC, 'utf8');
	const rules = ruleRows(markdown);

	it('states the totals its table counts', () => {
		expect(rules.length).toBeGreaterThan(50);
		expect(markdown).toContain(totalsLine(rules));
	});

	it('gives each rule one of the four verdicts, an evidence, and a unique number', () => {
		for (const rule of rules) {
			expect([rule.id, VERDICTS.includes(rule.verdict as Verdict)]).toEqual([rule.id, true]);
			expect([rule.id, rule.evidence.length > 0]).toEqual([rule.id, true]);
		}
		expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
	});

	it('names only checks that exist, and every check is named by a rule', () => {
		const named = rules.flatMap((rule) => checksNamed(rule.evidence));
		for (const check of named) expect(Object.keys(UX_CHECKS)).toContain(check);
		expect([...new Set(named)].sort()).toEqual(Object.keys(UX_CHECKS).sort());
	});

	it('a planted row changes the count, so a typed total would fail', () => {
		const planted = `${markdown}\n| UX-99 | UX | A planted rule | Partly | planted |\n`;
		expect(planted).not.toContain(totalsLine(ruleRows(planted)));
		expect(checksNamed('Conforms, checked by `labels` and `nope`')).toEqual(['labels', 'nope']);
	});
});

import { describedNodes } from './nodeDescriptions';
import { UX_CHECKS, type DescribedNode } from '../support/uxChecks';
import { writeFileSync } from 'node:fs';
const nodes = Object.values(describedNodes()).map((e) => (e as { description: DescribedNode }).description);
it('dump', () => {
	const out: string[] = [];
	const seen = new Set<string>();
	for (const node of nodes)
		for (const [name, check] of Object.entries(UX_CHECKS))
			for (const f of check(node)) {
				const key = `${name} | ${f.text}`;
				if (seen.has(key)) continue;
				seen.add(key);
				out.push(`${name} | ${f.where} | ${f.text}`);
			}
	writeFileSync('/tmp/C/findings.txt', out.join('\n') + '\n');
	writeFileSync('/tmp/C/described.json', JSON.stringify(describedNodes(), null, 1));
});

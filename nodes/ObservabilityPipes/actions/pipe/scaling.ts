import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/inputError';
import { describeType } from '../../../shared/validation';

interface ScalingSpec {
	min: number;
	/** Undefined: no upper bound. */
	max?: number;
	integer: boolean;
}

/** The scaling fields and the ranges the service enforces. */
export const PIPE_SCALING: Readonly<Record<string, ScalingSpec>> = Object.freeze({
	replicas: { min: 1, max: 40, integer: true },
	replicaCpuMillicores: { min: 125, max: 2000, integer: true },
	replicaMemoryGb: { min: 0.5, max: 8, integer: false },
	concurrency: { min: 1, integer: true },
});

const SCALING_NAMES = Object.keys(PIPE_SCALING);

function range(spec: ScalingSpec): string {
	return spec.max === undefined ? `${spec.min} or more` : `from ${spec.min} to ${spec.max}`;
}

/**
 * Checks a scaling object (only the known fields, each in its range) and returns it
 * with numbers as numbers. `prefix` names the object in errors, e.g. "scaling.".
 */
export function validateScaling(value: unknown, prefix = ''): IDataObject {
	const objectField = prefix ? prefix.replace(/\.$/, '') : 'scaling';
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw new InputError(objectField, `expected an object, got ${describeType(value)}`, 'Give scaling as {"replicas": 2, "replicaCpuMillicores": 500, ...}.');
	}
	const scaling: IDataObject = {};
	for (const [name, raw] of Object.entries(value as IDataObject)) {
		const field = `${prefix}${name}`;
		const spec = PIPE_SCALING[name];
		if (!spec) {
			throw new InputError(field, `"${name}" is not a scaling field`, `Use only ${SCALING_NAMES.join(', ')}.`);
		}
		const number = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
		if (typeof number !== 'number' || !Number.isFinite(number)) {
			throw new InputError(field, `expected a number, got ${describeType(raw)}`, `Set "${name}" to a number ${range(spec)}.`);
		}
		if (spec.integer && !Number.isInteger(number)) {
			throw new InputError(field, `${number} is not a whole number`, `Set "${name}" to a whole number ${range(spec)}.`);
		}
		if (number < spec.min || (spec.max !== undefined && number > spec.max)) {
			throw new InputError(field, `${number} is out of range`, `Set "${name}" to a value ${range(spec)}.`);
		}
		scaling[name] = number;
	}
	return scaling;
}

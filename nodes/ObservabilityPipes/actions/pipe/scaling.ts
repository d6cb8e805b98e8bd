import type { IDataObject } from 'n8n-workflow';
import { RANGES } from '../../../shared/api/apiSpec';
import { InputError } from '../../../shared/base/inputError';
import { checkFields, type FieldSpec, type Fields } from '../../../shared/input/schema';
import { describeType, isObject, rangeText } from '../../../shared/base/helpers';

interface ScalingSpec {
	min: number;
	/** Undefined: no upper bound. */
	max?: number;
	integer: boolean;
}

/** The scaling fields and the documents' ranges (offered in the editor; the server judges them). */
const PIPE_SCALING: Readonly<Record<string, ScalingSpec>> = Object.freeze({
	replicas: { min: RANGES.scalingReplicas.min, max: RANGES.scalingReplicas.max, integer: true },
	replicaCpuMillicores: {
		min: RANGES.scalingReplicaCpuMillicores.min,
		max: RANGES.scalingReplicaCpuMillicores.max,
		integer: true,
	},
	replicaMemoryGb: {
		min: RANGES.scalingReplicaMemoryGb.min,
		max: RANGES.scalingReplicaMemoryGb.max,
		integer: false,
	},
	/** Deprecated by the service; 0 lets it scale automatically. */
	concurrency: {
		min: RANGES.scalingConcurrency.min,
		max: RANGES.scalingConcurrency.max,
		integer: true,
	},
});

const SCALING_NAMES = Object.keys(PIPE_SCALING);

/** The scaling fields as the body checker reads them: none below 0, the documents' range offered. */
function scalingFields(nullable: boolean): Fields {
	return Object.fromEntries(
		Object.entries(PIPE_SCALING).map(([name, spec]) => [
			name,
			{
				type: spec.integer ? 'integer' : 'number',
				min: 0,
				offered: rangeText(spec.min, spec.max),
				nullable,
			} as FieldSpec,
		]),
	);
}

/** The scaling fields of Create (a value may not be null) and of Update Scaling (null leaves it). */
export const SCALING_FIELDS: Readonly<Record<'create' | 'update', Fields>> = {
	create: scalingFields(false),
	update: scalingFields(true),
};

/** How a scaling object is written, for the error of a value that is none. */
export const SCALING_HINT = 'Give scaling as {"replicas": 2, "replicaCpuMillicores": 500, ...}.';

export function notScalingField(field: string): InputError {
	return new InputError(
		field,
		'it is not a scaling field',
		`Use only ${SCALING_NAMES.join(', ')}.`,
	);
}

/**
 * Checks a scaling object (only the known fields, each a number of its type, none below 0:
 * no server counts replicas, CPU, memory or concurrency below 0) and returns it with numbers
 * as numbers. A value outside the documents' range is sent: a newer server may take it. `prefix`
 * names the object in errors, e.g. "scaling.". `nullable` (Update Scaling): a field may be null,
 * which leaves it as it is.
 */
export function validateScaling(value: unknown, prefix = '', nullable = false): IDataObject {
	if (!isObject(value)) {
		throw new InputError(
			prefix ? prefix.replace(/\.$/, '') : 'scaling',
			`expected an object, got ${describeType(value)}`,
			SCALING_HINT,
		);
	}
	return checkFields(
		value,
		SCALING_FIELDS[nullable ? 'update' : 'create'],
		prefix.replace(/\.$/, ''),
		{
			unknown: notScalingField,
		},
	);
}

import type { UseQueryOptions, UseQueryResult } from '@tanstack/react-query'

/** TanStack Query's options a hook passes on, as wagmi's `query`: everything but the key and the function. */
export type QueryParameter<data, selectData = data> = Omit<UseQueryOptions<data, Error, selectData>, 'queryKey' | 'queryFn'>

/** A query hook's result, as wagmi's: TanStack's (`data`, `status`, `error`, `refetch`, `isPending`...) with its key. */
export type QueryResult<selectData> = UseQueryResult<selectData, Error> & { queryKey: readonly unknown[] }

/** Every key of each member of a union, each optional: a hook's parameters before its inputs are known. */
export type UnionExactPartial<type> = type extends object ? { [key in keyof type]?: type[key] | undefined } : type

import solc from 'solc'
import type { Abi, Hex } from 'viem'

export interface Artifact {
  abi: Abi
  bytecode: Hex
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** Compiles one Solidity source with the solc of devDependencies (no download: the bundled compiler) and gives the named contracts. */
export function compileSolidity<const Name extends string>(fileName: string, source: string, names: readonly Name[]): Record<Name, Artifact> {
  const input = {
    language: 'Solidity',
    sources: { [fileName]: { content: source } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const artifact = (name: Name): Artifact => {
    const contract = output.contracts[fileName]?.[name]
    if (!contract) throw new Error(`solc produced no ${name}.`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return Object.fromEntries(names.map((name) => [name, artifact(name)])) as Record<Name, Artifact>
}

import { AccountPanel } from './account-panel'

export default function Page() {
  return (
    <>
      <h1>Projects</h1>
      <AccountPanel />
    </>
  )
}

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { RadioCards } from "@/components/forms/RadioCards";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextField } from "@/components/forms/TextField";
import { useValidatedForm } from "@/hooks/use-validated-form";

const schema = z.object({
  amount: z.string().min(1, "Choose an amount."),
  email: z.string().email("Enter an email address such as asha@example.org."),
  agreed: z.literal(true, { error: "Tick the box to agree." }),
});

type Schema = typeof schema;

function SampleForm({
  onValid,
  onLoadFailed = jest.fn(),
  loadSchema = async () => schema,
}: {
  onValid: (values: z.output<Schema>) => void;
  onLoadFailed?: () => void;
  loadSchema?: () => Promise<Schema>;
}) {
  const { bindForm, ...form } = useValidatedForm(loadSchema, {
    amount: "",
    email: "",
    agreed: false as boolean,
  });
  return (
    <form
      ref={bindForm}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const values = await form.validate().catch(onLoadFailed);
        if (values) onValid(values);
      }}
    >
      <RadioCards
        legend="Amount"
        name="amount"
        options={[
          { value: "100", label: "₹100" },
          { value: "200", label: "₹200" },
        ]}
        value={form.values.amount}
        onValueChange={(value) => form.setValue("amount", value)}
        error={form.errors.amount}
      />
      <TextField
        label="Email"
        hint="For your receipt."
        name="email"
        value={form.values.email}
        onValueChange={(value) => form.setValue("email", value)}
        error={form.errors.email}
      />
      <CheckboxField
        name="agreed"
        checked={form.values.agreed}
        onCheckedChange={(checked) => form.setValue("agreed", checked)}
        error={form.errors.agreed}
      >
        I agree
      </CheckboxField>
      <SubmitButton busy={false} busyLabel="Sending…">
        Send
      </SubmitButton>
    </form>
  );
}

test("sending an empty form marks each field, links its message and focuses the first", async () => {
  render(<SampleForm onValid={jest.fn()} />);
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
  const email = screen.getByRole("textbox", { name: "Email" });
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription(
    "For your receipt. Enter an email address such as asha@example.org.",
  );
  expect(screen.getByRole("group", { name: "Amount" })).toHaveAccessibleDescription(
    "Choose an amount.",
  );
  expect(screen.getByRole("checkbox", { name: "I agree" })).toHaveAccessibleDescription(
    "Tick the box to agree.",
  );
  expect(screen.getByRole("radio", { name: "₹100" })).toHaveFocus();
});

test("a message goes as soon as its field is fixed, and none appears on leaving a field", async () => {
  render(<SampleForm onValid={jest.fn()} />);
  const email = screen.getByRole("textbox", { name: "Email" });
  await userEvent.type(email, "asha@");
  await userEvent.tab();
  expect(email).not.toHaveAttribute("aria-invalid");
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
  expect(email).toHaveAttribute("aria-invalid", "true");
  await userEvent.type(email, "example.org");
  expect(email).not.toHaveAttribute("aria-invalid");
  expect(screen.queryByText(/Enter an email address/)).not.toBeInTheDocument();
});

test("a complete form hands over typed values", async () => {
  const onValid = jest.fn();
  render(<SampleForm onValid={onValid} />);
  await userEvent.click(screen.getByRole("radio", { name: "₹200" }));
  await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "asha@example.org");
  await userEvent.click(screen.getByRole("checkbox", { name: "I agree" }));
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
  expect(onValid).toHaveBeenCalledWith({ amount: "200", email: "asha@example.org", agreed: true });
});

/** A schema loader the test answers by hand, as a slow network would. */
function slowSchema() {
  let answer: { resolve: (loaded: Schema) => void; reject: (error: Error) => void } | undefined;
  const load = jest.fn(
    () => new Promise<Schema>((resolve, reject) => (answer = { resolve, reject })),
  );
  return { load, answer: () => answer! };
}

test("the rules load on the form's first focus, once, and not with the page", async () => {
  const slow = slowSchema();
  render(<SampleForm onValid={jest.fn()} loadSchema={slow.load} />);
  expect(slow.load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole("textbox", { name: "Email" }));
  await userEvent.keyboard("asha");
  expect(slow.load).toHaveBeenCalledTimes(1);
});

test("a press before the rules arrive waits for them, then marks each field", async () => {
  const slow = slowSchema();
  const onValid = jest.fn();
  render(<SampleForm onValid={onValid} loadSchema={slow.load} />);
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
  const email = screen.getByRole("textbox", { name: "Email" });
  expect(email).not.toHaveAttribute("aria-invalid");
  await act(async () => slow.answer().resolve(schema));
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByRole("radio", { name: "₹100" })).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();
});

test("rules that cannot load fail the press, and the next press loads them again", async () => {
  const slow = slowSchema();
  const onValid = jest.fn();
  const onLoadFailed = jest.fn();
  render(<SampleForm onValid={onValid} onLoadFailed={onLoadFailed} loadSchema={slow.load} />);
  await userEvent.click(screen.getByRole("radio", { name: "₹200" }));
  await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "asha@example.org");
  await userEvent.click(screen.getByRole("checkbox", { name: "I agree" }));
  const send = screen.getByRole("button", { name: "Send" });
  await userEvent.click(send);
  await act(async () => slow.answer().reject(new Error("Failed to load chunk")));
  expect(onLoadFailed).toHaveBeenCalledTimes(1);
  await userEvent.click(send);
  expect(slow.load).toHaveBeenCalledTimes(2);
  await act(async () => slow.answer().resolve(schema));
  expect(onValid).toHaveBeenCalledWith({ amount: "200", email: "asha@example.org", agreed: true });
});

test("a busy submit button says so and is marked unavailable", () => {
  render(
    <SubmitButton busy busyLabel="Creating your order…">
      Donate
    </SubmitButton>,
  );
  expect(screen.getByRole("button", { name: "Creating your order…" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
});
